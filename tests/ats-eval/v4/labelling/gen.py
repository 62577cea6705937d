import os
WORK=os.environ.get('V4_WORK','/tmp/ats-eval-v4')
import sys,re,json,random,hashlib
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from lib import *
STEP={'entry':0,'mid':1,'senior':2,'manager':3}
OUT={'jobs':{},'resumes':{},'pairs':[]}
def spec_of(t,table):
    for k,p in table:
        if re.search(p,t,re.I): return k
    return 'GENERAL'
def add(occ, resumes, postings, table, n_default=30, rng_seed=1, jocc=None, prefer=None, hook=None):
    # resumes: list of (id, cat, title, level, {spec: label or 'fit'}, summary note)
    for rid,cat,title,lvl,rules,desc,n in resumes:
        OUT['resumes'][f'{cat}-{rid}']=dict(source='livecareer',path=f'data/{cat}/{rid}.pdf',occupation=occ,title=title,seniority=lvl)
        pref_r=None
        if isinstance(n,tuple): n,pref_r=n
        rng=random.Random(hashlib.sha256(rid.encode()).hexdigest())
        if prefer or pref_r:
            pf=[x for x in postings if spec_of(x['title'],table) in (pref_r or prefer)]; ot=[x for x in postings if x not in pf]
            k=min(len(pf),int(n*0.55)); chosen=rng.sample(pf,k)+rng.sample(ot,n-k)
        else:
            chosen=postings if n>=len(postings) else rng.sample(postings,n)
        for x in chosen:
            sp=spec_of(x['title'],table); lv=level(x); g=grade(x)
            jid='usajobs-'+x['key'].lower().replace(' ','_')
            OUT['jobs'][jid]=OUT['jobs'].get(jid) or dict(source='usajobs',file=x['file'],key=x['key'],occupation=(jocc or {}).get(sp,occ),title=x['title'],seniority=lv,specialty=sp)
            base=rules.get(sp,'related')
            gap=abs(STEP[lv]-STEP[lvl])
            try: mn=float(x['min']); mx=float(x['max'])
            except: mn=mx=0
            if x['pt'] and 'Hour' in x['pt']: mn*=2087; mx*=2087
            wide = mn>0 and mx/mn>2.2 and not re.search(r'supv|supervisory|supervisor|chief|manager|director|controller',x['title'],re.I)
            if wide: gap=0
            g=grade(x)
            if not wide and lvl=='mid' and lv!='manager' and g in ('GS13','GS14','GS15'): gap=2
            if not wide and lvl=='entry' and g in ('GS11','GS12','GS13','GS14','GS15'): gap=2
            if re.search(r'student|pathways|recent grad|\(RG\)|intern\b|trainee',x['title'],re.I) and lvl!='entry' and base in ('fit','related') and not (hook and hook(x,rid,sp,lv)): base='seniority'; gap=9
            h=hook(x,rid,sp,lv) if hook else None
            if h and h[0]=='__fit__':
                base='fit'; why0=h[1]; h=None
                if gap>=2: h=('seniority',f'{why0}, but a {lv} post ({g}) for a {lvl} resume')
                else: h=('fit',why0)
            if h:
                OUT['pairs'].append(dict(job=jid,resume=f'{cat}-{rid}',label=h[0],note=h[1])); continue
            if gap==9:
                OUT['pairs'].append(dict(job=jid,resume=f'{cat}-{rid}',label='seniority',note=f'student/recent-graduate programme; {desc} is past its eligibility window')); continue
            if base=='fit' and gap>=2: lab='seniority'; why=f'right specialty ({sp}) but {lv} post vs {lvl} resume'
            elif base=='fit': lab='fit'; why=f'{sp} post, {lv} ({g}); {desc} at {lvl} level'
            elif base=='related': lab='related'; why=f'{sp} post is another specialty than {desc}'
            else: lab=base; why=f'{sp} post: {base} for {desc}'
            OUT['pairs'].append(dict(job=jid,resume=f'{cat}-{rid}',label=lab,note=why))
