import os
WORK=os.environ.get('V4_WORK','/tmp/ats-eval-v4')
import json,sys,re
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__)))
from lib import *
o=json.load(open(os.path.join(WORK,'out.json')))
occ=sys.argv[1]; w=int(sys.argv[2]) if len(sys.argv)>2 else 230; pat=sys.argv[3] if len(sys.argv)>3 else r'(unit|service|clinic|department|ward|ICU|intensive|operating|emergency|psychiatr|mental|surg|community|home|primary|specialty|pediatric|telemetry|medical|experience)'
rs=[r for r,v in o['resumes'].items() if v['occupation']==occ]
print('resumes:',' '.join(f'R{i}={r}' for i,r in enumerate(rs)))
byjob={}
for p in o['pairs']:
    if p['resume'] in rs: byjob.setdefault(p['job'],{})[rs.index(p['resume'])]=p['label'][:3]
keymap={('usajobs-'+x['key'].lower().replace(' ','_')):x for x in P.values()}
for j,labs in sorted(byjob.items(), key=lambda kv: o['jobs'][kv[0]]['title']):
    x=keymap[j]
    t=re.sub(r'\s+',' ',x['summ'])
    m=re.search(pat,t,re.I)
    s=t[max(0,m.start()-60):m.start()+w] if m else t[:w]
    print(f"{j[8:]}|{x['title'][:50]}|{int(float(x['min'] or 0))//1000}-{int(float(x['max'] or 0))//1000}k|{' '.join(f'R{i}:{l}' for i,l in sorted(labs.items()))}|{s}")
