import os
WORK=os.environ.get('V4_WORK','/tmp/ats-eval-v4')
import json
o=json.load(open(os.path.join(WORK,'out.json')))
v3=json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)),'..','..','v3','manifest.json')))
occ={'it':('IT specialist (federal 2210 and close series: customer support, sysadmin, network, infosec, software, systems analysis, project/policy)','information-technology'),
'nurse':('Nurse (registered, practical/vocational, advanced practice)','healthcare'),
'hr':('Human resources assistant, specialist or manager','human-resources'),
'civil-engineer':('Civil or general engineer','engineering'),
'accountant':('Accountant, auditor or accounting technician','finance'),
'finance':('Budget or financial management analyst or officer','finance'),
'cook':('Cook or food service worker','food-service'),
'logistics':('Logistics or supply specialist','logistics')}
m={'version':4,'asOf':'2017-12','sources':v3['sources'],'occupations':{k:{'label':a,'industry':b} for k,(a,b) in occ.items()},'resumes':o['resumes'],'jobs':o['jobs'],'pairs':o['pairs']}
for j in m['jobs'].values(): j.pop('sha256',None)
json.dump(m,open(os.path.join(os.path.dirname(os.path.abspath(__file__)),'..','manifest.json'),'w'),indent=1)
