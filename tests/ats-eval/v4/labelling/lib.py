import os
WORK=os.environ.get('V4_WORK','/tmp/ats-eval-v4')
import json,re
P=json.load(open(os.path.join(WORK,'pool.json')))
def grade(x):
    try: m=float(x['min']); mx=float(x['max'] or 0)
    except: return '?'
    if x['pt'] and 'Hour' in x['pt']: m=m*2087; mx=mx*2087
    # a multi-grade (ladder) announcement spans more than one grade's 10 steps (about x1.3):
    # read it at the top grade's first step, where a recruiter would place an experienced hire
    if m>0 and mx/m>1.4: m=max(m, mx/1.3)
    for g,lim in [('GS5-',40000),('GS7',48000),('GS9',58000),('GS11',70000),('GS12',88000),('GS13',105000),('GS14',122000)]:
        if m<lim: return g
    return 'GS15'
def level(x):
    t=x['title'].lower()
    if re.search(r'supv|supervisory|supervisor|chief|manager|director|head nurse|nurse manager|controller|officer',t): return 'manager'
    if re.search(r'recent grad|intern|trainee|pathways|student',t): return 'entry'
    g=grade(x)
    try: m0=float(x['min'] or 0)
    except: m0=0
    if m0==0: return 'senior' if re.search(r'senior|lead',t) else 'mid'
    return {'GS5-':'entry','GS7':'entry','GS9':'mid','GS11':'mid','GS12':'senior','GS13':'senior','GS14':'senior','GS15':'manager'}.get(g,'mid')
def pick(pat,excl=None,minq=300):
    xs=[x for x in P.values() if re.search(pat,x['title'],re.I) and (not excl or not re.search(excl,x['title'],re.I)) and len(x['qual'])>=minq]
    xs.sort(key=lambda x:x['key']); return xs
def snip(x,w=160):
    q=re.sub(r'\s+',' ',x['summ']+' || '+x['qual'])
    m=re.search(r'(specialized experience (is|includes|defined)[^.]*|must possess[^.]*|licen[sc]e[^.]*|registration[^.]*)',q,re.I)
    return (q[m.start():m.start()+w] if m else '')
