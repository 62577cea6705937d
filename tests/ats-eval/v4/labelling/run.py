import os
WORK=os.environ.get('V4_WORK','/tmp/ats-eval-v4')
from gen import *
IT=[('INFOSEC',r'INFOSEC|SECURITY|CYBER'),('NETWORK',r'NETWORK'),('SYSADMIN',r'SYSADMIN|SYSTEMS? ADMIN'),('CUSTSPT',r'CUSTSPT|CUSTOMER'),('APPSW',r'APPSW|APPLICATION|SOFTWARE|DEVELOPER|PROGRAM\b|TESTER'),('SYSANAL',r'SYSANAL|SYSTEMS? ANAL|ENTARCH|ARCHITECT'),('PLCYPLN',r'PLCYPLN|POLICY|PROJECT|PROGRAM MANAGER'),('DATA',r'DATA')]
it=pick(r'information technology|it specialist|\bit cyber|computer scientist|software|cyber')
sup={'fit'}
def ithook(x,rid,sp,lv):
    t=x['title']
    if re.search(r'computer scientist|computer engineer|electronics engineer|physicist',t,re.I):
        return ('related','computer scientist/engineer series with a CS or engineering degree (or PE/EIT) gate; the resume shows IT operations, not that degree')
    if re.search(r'intelligence operations',t,re.I): return ('none','intelligence operations (counterintelligence), not IT work')
    if re.search(r'SYSANA\)',t) and rid!='17111768': return ('related','systems analysis post; resume is operations/support')
    if re.search(r'LEAD IT SPECIALIST$',t): return ('related','lead database operations engineer (Oracle, SQL Server, DB2) at CG-15; not the resume\'s specialty or level')
    if rid in ('90867631','24913648') and re.search(r'CUSTSPT|CUSTOMER|SYSADMIN|NETWORK',t,re.I) and not re.search(r'supv|supervisory',t,re.I) and sp not in ('CUSTSPT','SYSADMIN','NETWORK'):
        return ('__fit__','dual-specialty post that includes customer support/sysadmin/network work the resume does')
    if rid=='20237244' and lv=='manager' and re.search(r'supervisory|supv',t,re.I): return ('seniority','supervisory GS-14/15 information-security post; resume is a non-supervisory analyst')
    return None
add('it',[
 ('90867631','INFORMATION-TECHNOLOGY','INFORMATION TECHNOLOGY SPECIALIST','mid',dict(CUSTSPT='fit',SYSADMIN='fit',NETWORK='fit',GENERAL='fit'),'customer-support/sysadmin IT specialist (A+, Net+, Sec+, MCITP)',130),
 ('24913648','INFORMATION-TECHNOLOGY','INFORMATION TECHNOLOGY SPECIALIST','mid',dict(CUSTSPT='fit',SYSADMIN='fit',NETWORK='fit',GENERAL='fit'),'network/LAN support IT specialist (Security+)',32),
 ('20237244','INFORMATION-TECHNOLOGY','INFORMATION TECHNOLOGY SPECIALIST','senior',dict(INFOSEC='fit',SYSADMIN='fit',NETWORK='fit',GENERAL='fit'),'information security analyst, 16 years, TS/SCI',32),
 ('17111768','INFORMATION-TECHNOLOGY','INFORMATION TECHNOLOGY PROJECT MANAGER','senior',dict(PLCYPLN='fit',SYSANAL='fit',GENERAL='fit'),'GS-12 IT project manager / systems analysis (PMP)',(32,{'PLCYPLN','SYSANAL'})),
],it,IT,hook=ithook)
NUR=[('APRN',r'advanced practice|practitioner'),('LPN',r'practical|vocational|LPN'),('RN',r'nurse')]
nu=pick(r'nurse','assistant|aide|anesthet|midwi|instructor|consultant|educator|informatic|specialist|case manager')
SPECRN=r'operating room|perioperative|dialysis|cath lab|obstetric|\(OB|OB/GYN|labor & delivery|wound|infection prevention|surgical quality|radiation therapy|oncology|gastroenterolog|\(GI\)'
def nursehook(x,rid,sp,lv):
    t=x['title']
    if sp in ('APRN',) or re.search(r'practitioner|advanced practice',t,re.I):
        return ('seniority','advanced practice / nurse practitioner post needs an APRN licence the resume lacks')
    if sp=='LPN':
        return ('fit','LPN post; resume is a licensed practical nurse') if rid=='31395710' else ('seniority','LPN post; resume is an RN, the higher licensed tier')
    if rid=='31395710': return ('seniority','RN post needs an RN licence; resume is an LPN (RN coursework not completed)')
    mgr=bool(re.search(r'supervis|manager|nurse manager|chief|head nurse',t,re.I))
    if mgr and rid in ('14062078','46349752'): return ('seniority','nurse manager/supervisor post; resume is a staff RN')
    if re.search(r'occupational health',t,re.I):
        return ('fit','occupational health nursing post; resume is an occupational health RN coordinator') if rid=='16356151' else ('related','occupational health nursing specialty; resume is hospital bedside nursing')
    if re.search(SPECRN,t,re.I): return ('related','specialty unit that asks for its own experience ('+re.search(SPECRN,t,re.I).group(0)+'); the resume has none')
    if re.search(r'intensive care|\(ICU\)',t,re.I):
        return ('fit','ICU RN post; resume is an RN with 8 years in emergency care') if rid=='14062078' else ('related','ICU post asks for critical-care experience; resume has none')
    if mgr: return ('fit','nurse manager post; resume is a 20-year RN coordinator with office management')
    return ('fit','RN post (Title 38 grades cover new to experienced RNs); resume is a licensed RN')
add('nurse',[
 ('14062078','HEALTHCARE','REGISTERED NURSE','entry',dict(RN='fit',LPN='seniority',APRN='seniority'),'staff registered nurse (RN licence)',30),
 ('46349752','HEALTHCARE','REGISTERED NURSE','mid',dict(RN='fit',LPN='seniority',APRN='seniority'),'staff registered nurse (RN licence)',30),
 ('16356151','HEALTHCARE','OCCUPATIONAL HEALTH NURSE COORDINATOR','senior',dict(RN='fit',LPN='seniority',APRN='seniority'),'RN, occupational health nurse coordinator',30),
 ('31395710','HEALTHCARE','LICENSED PRACTICAL NURSE','entry',dict(LPN='fit',RN='seniority',APRN='seniority'),'licensed practical nurse (no RN licence)',(30,{'LPN'})),
],nu,NUR,hook=nursehook)
HRT=[('ASSISTANT',r'assistant|clerk|technician|student|trainee'),('SPECIALIST',r'specialist|officer|manager|director|human resources')]
hr=pick(r'human resources')
def hrhook(x,rid,sp,lv):
    t=x['title']
    if re.search(r'labor|employee relations',t,re.I):
        if rid in ('25676643','23408537'): return ('related','labor/employee relations specialty; resume is '+('staffing and recruitment' if rid=='25676643' else 'payroll, benefits and coordination'))
    if re.search(r'\(MILITARY\)',t,re.I) and sp=='SPECIALIST' and rid in ('25676643','15375009'): return ('related','military personnel (MPF) specialist; resume is civilian '+('federal staffing' if rid=='25676643' else 'company HR management'))
    if rid=='15375009' and re.search(r'officer|director|manager',t,re.I) and grade(x) in ('GS14','GS15'):
        return ('seniority','HR officer/director post at GS-14 or above; resume has 1.5 years as an HR manager after 7 as assistant and generalist')
    if re.search(r'chief learning|learning',t,re.I): return ('related','chief learning officer (training and development), not general HR')
    return None
add('hr',[
 ('23408537','HR','HR ASSISTANT III','mid',dict(ASSISTANT='fit',SPECIALIST='fit'),'HR coordinator/assistant III, 10+ years, payroll and benefits, SHRM certificate',30),
 ('25676643','HR','HR SPECIALIST','senior',dict(SPECIALIST='fit'),'federal HR specialist, 9 years in recruitment and staffing',30),
 ('18316239','HR','HR GENERALIST','mid',dict(SPECIALIST='fit'),'HR generalist (PHR), 9 years, employee relations and ADR',30),
 ('15375009','HR','HR MANAGER','senior',dict(SPECIALIST='fit',ASSISTANT='seniority'),'HR manager since 2016 after 7 years as HR assistant and generalist (employee relations, benefits, payroll)',30),
],hr,HRT,hook=hrhook)
CIV=[('CIVIL',r'civil'),('GENERAL',r'general engineer|engineering')]
cv=pick(r'civil engineer|general engineer')
def civhook(x,rid,sp,lv):
    t=x['title']
    if sp=='GENERAL':
        if (re.search(r'facilit|schedul|planner|architect|design & dev',t,re.I) or re.search(r'construction (project|schedul|manag|contract|inspect)',x['summ']+x['qual'][:2500],re.I)) and rid in ('28815362','32773331'):
            return None if False else ('__fit__','general engineer post on facilities/construction work; resume is a civil engineer in construction')
        return ('related','general engineer post in another branch ('+t[:40]+'); resume is civil/construction')
    if grade(x)=='GS15' and rid!='21298336': return ('seniority','GS-15 chief of a design and construction division; resume is below that level')
    m=re.search(r'geotechnical|structural|hydraulic|highway|hydrology',t,re.I)
    if m:
        own={'21298336':'','28815362':'','32773331':'','67582956':'highway'}[rid]
        if rid=='21298336': return None
        if m.group(0).lower()!=own: return ('related',m.group(0).lower()+' design specialty; resume is '+('construction QC/inspection' if rid=='28815362' else 'construction management' if rid=='32773331' else 'highway design'))
    return None
add('civil-engineer',[
 ('21298336','ENGINEERING','ENGINEERING INTERN','entry',dict(CIVIL='fit'),'civil engineering graduate (BSCE 2018) with field/estimating internships',30),
 ('28815362','CONSTRUCTION','CONSTRUCTION INSPECTOR','mid',dict(CIVIL='fit'),'civil engineer (MSCE, EIT), 10+ years construction QC and inspection',30),
 ('32773331','CONSTRUCTION','PROJECT ENGINEER & PROJECT MANAGER','senior',dict(CIVIL='fit'),'licensed civil engineer (Turkey), 20 years construction project engineer/manager',30),
 ('67582956','DESIGNER','PROJECT DESIGNER','senior',dict(CIVIL='fit'),'civil engineer, 16 years in highway design (Microstation/Geopak, Civil 3D)',30),
],cv,CIV,hook=civhook,prefer={'CIVIL'})
FIN=[('TECH',r'technician|clerk|student|trainee'),('ACCT',r'accountant|accounting'),('AUDIT',r'auditor'),('BUDGET',r'budget'),('FINMGMT',r'financial')]
fn=pick(r'accountant|auditor|budget analyst|financial management|budget officer|accounting')
def accthook(x,rid,sp,lv):
    t=x['title']; s=x['summ']
    try: mn=float(x['min'] or 0)
    except: mn=0
    if re.search(r'special agent',t,re.I): return ('related','FBI special agent with an accounting background: law enforcement role, not an accounting post')
    if re.search(r'night auditor',t,re.I): return ('none','hotel front-desk night auditor: hospitality, not accounting')
    if re.search(r'medical records',t,re.I): return ('none','medical records coder/auditor: health information, not accounting')
    if re.search(r'trainee',s[:400],re.I) and re.search(r'FINANCIAL MANAGEMENT ANALYST/ACCOUNTANT',t):
        return ('fit','financial management trainee programme; resume is an entry accountant') if rid=='14496667' else ('seniority','financial management trainee programme; resume is an experienced accountant')
    if re.search(r'director',t,re.I) and rid!='x': return ('seniority','executive director of finance and accounting (SES); resume is an accountant without executive scope')
    if mn>=130000 and sp in ('ACCT',): return ('seniority','GS/CG-15 accounting policy post; resume is below that level')
    if re.search(r'policy analyst',t,re.I): return ('related','accounting policy analyst for a regulator; resume is operational accounting')
    if sp=='TECH' and rid in ('27558837','11759079','16507693','25330083','26079779'): return ('seniority','accounting/financial technician post; resume is a senior accountant (higher tier)')
    return None
add('accountant',[
 ('27558837','ACCOUNTANT','STAFF ACCOUNTANT','senior',dict(ACCT='fit'),'accounting manager (close, reconciliations, leads 4), BA accounting',30),
 ('11759079','ACCOUNTANT','SENIOR ACCOUNTANT','senior',dict(ACCT='fit'),'senior accountant (CPA), fund and property accounting',30),
 ('14496667','ACCOUNTANT','ACCOUNTANT I','entry',dict(ACCT='fit',TECH='fit'),'accountant I (state accounting system), business-management graduate',30),
 ('18569929','ACCOUNTANT','PAYROLL ACCOUNTANT','mid',dict(ACCT='fit',TECH='fit'),'payroll accountant, 16 years of GL, AP and AR, MS accounting',30),
],fn,FIN,jocc=dict(BUDGET='finance',FINMGMT='finance'),prefer={'ACCT'},hook=accthook)
add('finance',[
 ('16507693','AGRICULTURE','BUDGET ANALYST SERIES 0560','senior',dict(BUDGET='fit',FINMGMT='fit'),'federal budget analyst (0560) since 2007',30),
 ('25330083','FINANCE','BUDGET FINANCE SPECIALIST SENIOR','senior',dict(BUDGET='fit',FINMGMT='fit',ACCT='fit'),'school-district budget/finance specialist, leads 3',30),
 ('88651471','PUBLIC-RELATIONS','BUDGET ANALYST/RESEARCH ADMINISTRATOR','mid',dict(BUDGET='fit',FINMGMT='fit'),'budget analyst / research administrator (FAR, CAS)',30),
 ('26079779','ARTS','BUDGET AND ADMINISTRATION MANAGER','manager',dict(BUDGET='fit',FINMGMT='fit'),'budget and administration manager ($3M IT budget)',30),
],fn,FIN,jocc=dict(ACCT='accountant',AUDIT='accountant',TECH='accountant'),prefer={'BUDGET','FINMGMT'},hook=accthook)
CK=[('MANAGER',r'manager|supervis|business'),('COOK',r'cook'),('FSW',r'food service|food bank')]
ck=pick(r'\bcook|food service',minq=100)
add('cook',[
 ('94047639','CHEF','LINE CHEF','mid',dict(COOK='fit'),'line cook/chef, 16 years',40),
 ('10276858','CHEF','FOOD PREP CHEF','entry',dict(COOK='fit'),'food prep cook',40),
 ('92122785','CHEF','BANQUET CHEF','mid',dict(COOK='fit'),'banquet chef',40),
 ('32518109','CHEF','CHEF','mid',dict(COOK='fit'),'restaurant chef',40),
],ck,CK)
LG=[('DISPATCH',r'dispatch'),('MEDSUP',r'medical supply'),('LOGMGMT',r'logistics'),('SUPPLY',r'supply|inventory')]
lg=pick(r'logistics|supply|inventory management')
def loghook(x,rid,sp,lv):
    t=x['title']
    if re.search(r'mechanic|electric|maintenance helper',t,re.I): return ('none','skilled trade job in a unit named Logistics, not logistics or supply work')
    if re.search(r'director',t,re.I): return ('seniority','senior executive (deputy director) post; resume is below executive level')
    if re.search(r'mail',t,re.I): return ('related','mail room and office equipment supervision, not supply or logistics management')
    return None
add('logistics',[
 ('16279537','AVIATION','SUPERVISORY LOGISTICS MANAGEMENT SPECIALIST','manager',dict(LOGMGMT='fit',SUPPLY='fit'),'supervisory logistics management specialist (aviation ground support equipment, supervised 30)',30),
 ('17876954','AVIATION','AVIATION SUPPLY SPECIALIST','entry',dict(SUPPLY='fit'),'aviation supply/stock clerk, 8 years (Marine Corps, retail)',30),
 ('17274759','AVIATION','SENIOR SUPPLY SERGEANT','senior',dict(SUPPLY='fit',LOGMGMT='fit'),'Army senior supply sergeant (property, equipment readiness, $5M contracts)',30),
 ('11169163','AVIATION','FIELD PROJECT SUPERVISOR','senior',dict(LOGMGMT='fit',SUPPLY='fit'),'aviation logistics professional, 26 years, 20 supervisory',30),
],lg,LG,hook=loghook)
json.dump(OUT,open(os.path.join(WORK,'out.json'),'w'),indent=0)
import collections
print(len(OUT['pairs']),collections.Counter(p['label'] for p in OUT['pairs']))
for r in OUT['resumes']:
  ps=[p for p in OUT['pairs'] if p['resume']==r]; print(r,len(ps),collections.Counter(p['label'] for p in ps))
