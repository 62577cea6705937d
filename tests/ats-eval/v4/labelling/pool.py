import os
WORK=os.environ.get('V4_WORK','/tmp/ats-eval-v4')
import csv, subprocess, io, json, sys, html
csv.field_size_limit(10**9)
R='/work/.mirror/iamjz+FedJobs/repo'; C='7d5521cf48b5df137a5bddb02e6ba43fd507aa18'
files=[f for f in subprocess.check_output(['git','-C',R,'ls-tree','-r','--name-only',C]).decode().split('\n') if f.endswith('.csv')]
seen={}
for f in sorted(files):
    t=subprocess.check_output(['git','-C',R,'show',f'{C}:{f}']).decode('utf8','replace')
    for row in csv.DictReader(io.StringIO(t,newline='')):
        pid=row['PositionID']
        if pid in seen: continue
        seen[pid]=dict(file=f,key=pid,title=html.unescape(row['PositionTitle']).strip(),org=row['OrganizationName'],min=row['MinPay'],max=row['MaxPay'],pt=row['PayType'],summ=html.unescape(row['JobSummary']),qual=html.unescape(row['QualificationSummary']))
os.makedirs(WORK,exist_ok=True); json.dump(seen,open(os.path.join(WORK,'pool.json'),'w'))
print(len(seen))
