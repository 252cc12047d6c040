/**
 * Countries for the wb_health_population example: ISO alpha-3 code, World Bank name and
 * region, and rounded 2014 figures (population in millions, urban share in %, life expectancy
 * at birth in years, adult HIV prevalence in % where notable). The generator walks each
 * country back to 1960 along its region's typical trends.
 */
export const WB_REGIONS = {
  EAP: 'East Asia & Pacific',
  ECA: 'Europe & Central Asia',
  LAC: 'Latin America & Caribbean',
  MNA: 'Middle East & North Africa',
  NAC: 'North America',
  SAS: 'South Asia',
  SSA: 'Sub-Saharan Africa',
} as const;

export type WbRegion = keyof typeof WB_REGIONS;

/** Per region: yearly population growth, urban share gained per year (points), life expectancy gained per year. */
export const WB_REGION_TRENDS: Record<WbRegion, readonly [growth: number, urbanGain: number, lifeGain: number]> = {
  EAP: [0.015, 0.55, 0.38],
  ECA: [0.005, 0.25, 0.14],
  LAC: [0.019, 0.45, 0.3],
  MNA: [0.026, 0.45, 0.42],
  NAC: [0.011, 0.15, 0.16],
  SAS: [0.021, 0.25, 0.4],
  SSA: [0.027, 0.4, 0.22],
};

const ROWS = `
AFG|Afghanistan|SAS|31.6|26|60.4
ALB|Albania|ECA|2.9|56|77.8
DZA|Algeria|MNA|39.1|70|75.0
AGO|Angola|SSA|26.9|43|52.3|2.4
ARG|Argentina|LAC|42.9|91|76.2
ARM|Armenia|ECA|3.0|63|74.6
AUS|Australia|EAP|23.5|89|82.3
AUT|Austria|ECA|8.5|66|81.5
AZE|Azerbaijan|ECA|9.5|54|70.8
BHS|Bahamas, The|LAC|0.4|83|75.2
BHR|Bahrain|MNA|1.4|89|76.7
BGD|Bangladesh|SAS|159.1|34|71.6
BRB|Barbados|LAC|0.3|31|75.5
BLR|Belarus|ECA|9.5|76|72.8
BEL|Belgium|ECA|11.2|98|80.6
BLZ|Belize|LAC|0.4|44|70.0
BEN|Benin|SSA|10.3|44|59.5|1.1
BTN|Bhutan|SAS|0.8|38|69.5
BOL|Bolivia|LAC|10.6|68|68.3
BIH|Bosnia and Herzegovina|ECA|3.8|40|76.6
BWA|Botswana|SSA|2.2|57|64.4|22.2
BRA|Brazil|LAC|206.1|85|74.4
BRN|Brunei Darussalam|EAP|0.4|77|78.8
BGR|Bulgaria|ECA|7.2|74|75.4
BFA|Burkina Faso|SSA|17.6|29|58.6|0.9
BDI|Burundi|SSA|10.8|12|56.7|1.1
CPV|Cabo Verde|SSA|0.5|65|73.1
KHM|Cambodia|EAP|15.3|21|68.2|0.7
CMR|Cameroon|SSA|22.8|54|55.5|4.8
CAN|Canada|NAC|35.5|82|81.9
CAF|Central African Republic|SSA|4.5|40|50.7|4.3
TCD|Chad|SSA|13.6|22|51.6|2.5
CHL|Chile|LAC|17.8|89|79.1
CHN|China|EAP|1364.3|55|75.8
COL|Colombia|LAC|47.8|76|73.9
COM|Comoros|SSA|0.8|28|63.3
COD|Congo, Dem. Rep.|SSA|74.9|41|58.7|1.0
COG|Congo, Rep.|SSA|4.5|65|62.3|2.8
CRI|Costa Rica|LAC|4.8|76|79.4
CIV|Cote d'Ivoire|SSA|22.2|53|51.9|3.5
HRV|Croatia|ECA|4.2|59|77.3
CUB|Cuba|LAC|11.4|77|79.4
CYP|Cyprus|ECA|1.2|67|80.1
CZE|Czech Republic|ECA|10.5|73|78.3
DNK|Denmark|ECA|5.6|88|80.5
DJI|Djibouti|MNA|0.9|77|61.8|1.6
DOM|Dominican Republic|LAC|10.4|78|73.5
ECU|Ecuador|LAC|15.9|64|75.9
EGY|Egypt, Arab Rep.|MNA|89.6|43|71.1
SLV|El Salvador|LAC|6.1|66|72.8
GNQ|Equatorial Guinea|SSA|0.8|40|57.6|6.2
ERI|Eritrea|SSA|4.8|22|63.7|0.7
EST|Estonia|ECA|1.3|68|77.2
ETH|Ethiopia|SSA|97.0|19|64.0|1.2
FJI|Fiji|EAP|0.9|53|70.0
FIN|Finland|ECA|5.5|84|81.1
FRA|France|ECA|66.3|79|82.4
GAB|Gabon|SSA|1.7|87|64.4|3.9
GMB|Gambia, The|SSA|1.9|59|60.2|1.8
GEO|Georgia|ECA|3.7|54|74.7
DEU|Germany|ECA|80.9|75|80.8
GHA|Ghana|SSA|26.8|54|61.3|1.6
GRC|Greece|ECA|11.0|78|81.4
GTM|Guatemala|LAC|16.0|51|71.8
GIN|Guinea|SSA|12.3|37|58.6|1.6
GNB|Guinea-Bissau|SSA|1.8|49|55.2|3.7
GUY|Guyana|LAC|0.8|28|66.4|1.8
HTI|Haiti|LAC|10.6|57|62.8|1.9
HND|Honduras|LAC|8.0|54|73.1
HUN|Hungary|ECA|9.9|71|75.9
ISL|Iceland|ECA|0.3|94|82.9
IND|India|SAS|1295.3|32|68.0
IDN|Indonesia|EAP|254.5|53|68.9
IRN|Iran, Islamic Rep.|MNA|78.1|73|75.4
IRQ|Iraq|MNA|34.8|69|69.4
IRL|Ireland|ECA|4.6|63|81.2
ISR|Israel|MNA|8.2|92|82.2
ITA|Italy|ECA|60.8|69|83.1
JAM|Jamaica|LAC|2.7|55|75.6
JPN|Japan|EAP|127.1|93|83.6
JOR|Jordan|MNA|7.4|83|74.0
KAZ|Kazakhstan|ECA|17.3|53|71.6
KEN|Kenya|SSA|44.9|25|61.6|5.3
PRK|Korea, Dem. People's Rep.|EAP|25.0|61|70.1
KOR|Korea, Rep.|EAP|50.4|82|82.2
KWT|Kuwait|MNA|3.8|98|74.5
KGZ|Kyrgyz Republic|ECA|5.8|36|70.4
LAO|Lao PDR|EAP|6.7|37|65.7
LVA|Latvia|ECA|2.0|67|74.1
LBN|Lebanon|MNA|5.6|88|79.3
LSO|Lesotho|SSA|2.1|27|49.8|23.4
LBR|Liberia|SSA|4.4|49|60.8|1.2
LBY|Libya|MNA|6.3|78|71.7
LTU|Lithuania|ECA|2.9|67|74.0
LUX|Luxembourg|ECA|0.6|90|82.2
MKD|Macedonia, FYR|ECA|2.1|57|75.3
MDG|Madagascar|SSA|23.6|34|64.9
MWI|Malawi|SSA|16.7|16|62.7|10.0
MYS|Malaysia|EAP|29.9|74|74.7
MDV|Maldives|SAS|0.4|45|77.4
MLI|Mali|SSA|17.1|39|57.7|1.4
MLT|Malta|MNA|0.4|95|81.7
MRT|Mauritania|SSA|4.0|59|62.9|0.7
MUS|Mauritius|SSA|1.3|40|74.2|0.9
MEX|Mexico|LAC|125.4|79|76.7
MDA|Moldova|ECA|3.6|45|71.5
MNG|Mongolia|EAP|2.9|71|68.8
MNE|Montenegro|ECA|0.6|64|76.2
MAR|Morocco|MNA|33.9|60|74.0
MOZ|Mozambique|SSA|27.2|32|54.8|10.6
MMR|Myanmar|EAP|53.4|34|65.9|0.8
NAM|Namibia|SSA|2.4|46|64.5|16.0
NPL|Nepal|SAS|28.2|18|69.6
NLD|Netherlands|ECA|16.9|90|81.3
NZL|New Zealand|EAP|4.5|86|81.4
NIC|Nicaragua|LAC|6.0|58|74.8
NER|Niger|SSA|19.1|19|61.5|0.5
NGA|Nigeria|SSA|177.5|47|52.8|3.2
NOR|Norway|ECA|5.1|80|82.1
OMN|Oman|MNA|4.2|77|76.8
PAK|Pakistan|SAS|185.0|38|66.2
PAN|Panama|LAC|3.9|66|77.6
PNG|Papua New Guinea|EAP|7.5|13|62.6|0.7
PRY|Paraguay|LAC|6.6|59|72.9
PER|Peru|LAC|31.0|78|74.5
PHL|Philippines|EAP|99.1|44|68.3
POL|Poland|ECA|38.0|61|77.3
PRT|Portugal|ECA|10.4|63|80.7
PRI|Puerto Rico|LAC|3.5|94|79.1
QAT|Qatar|MNA|2.2|99|78.2
ROU|Romania|ECA|19.9|54|75.0
RUS|Russian Federation|ECA|143.8|74|70.4
RWA|Rwanda|SSA|11.3|28|64.0|2.8
SAU|Saudi Arabia|MNA|30.9|83|74.3
SEN|Senegal|SSA|14.7|43|66.2|0.5
SRB|Serbia|ECA|7.1|55|75.3
SLE|Sierra Leone|SSA|7.1|40|50.9|1.4
SGP|Singapore|EAP|5.5|100|82.6
SVK|Slovak Republic|ECA|5.4|54|76.8
SVN|Slovenia|ECA|2.1|50|81.1
SLB|Solomon Islands|EAP|0.6|22|67.7
SOM|Somalia|SSA|10.5|39|55.4|0.5
ZAF|South Africa|SSA|54.0|64|57.2|18.9
SSD|South Sudan|SSA|11.9|19|55.7|2.7
ESP|Spain|ECA|46.5|79|83.2
LKA|Sri Lanka|SAS|20.8|18|74.9
SDN|Sudan|SSA|39.4|34|63.5
SUR|Suriname|LAC|0.5|66|71.0|1.1
SWZ|Swaziland|SSA|1.3|21|48.9|27.7
SWE|Sweden|ECA|9.7|86|82.0
CHE|Switzerland|ECA|8.2|74|83.2
SYR|Syrian Arab Republic|MNA|19.2|57|70.1
TJK|Tajikistan|ECA|8.3|27|69.6
TZA|Tanzania|SSA|52.0|31|64.9|5.3
THA|Thailand|EAP|67.7|49|74.4|1.1
TLS|Timor-Leste|EAP|1.2|32|68.0
TGO|Togo|SSA|7.1|39|59.7|2.4
TTO|Trinidad and Tobago|LAC|1.4|8|70.4|1.2
TUN|Tunisia|MNA|11.0|67|74.8
TUR|Turkey|ECA|75.9|73|75.2
TKM|Turkmenistan|ECA|5.3|50|65.6
UGA|Uganda|SSA|37.8|16|58.5|7.3
UKR|Ukraine|ECA|45.4|69|71.2|0.9
ARE|United Arab Emirates|MNA|9.1|85|77.1
GBR|United Kingdom|ECA|64.6|82|81.1
USA|United States|NAC|318.9|81|78.9
URY|Uruguay|LAC|3.4|95|77.0
UZB|Uzbekistan|ECA|30.8|36|68.2
VUT|Vanuatu|EAP|0.3|26|71.9
VEN|Venezuela, RB|LAC|30.7|89|74.2
VNM|Vietnam|EAP|90.7|33|75.6
PSE|West Bank and Gaza|MNA|4.3|75|72.9
ESH|Western Sahara|MNA|0.5|81|68.5
YEM|Yemen, Rep.|MNA|26.2|34|63.8
ZMB|Zambia|SSA|15.7|40|60.0|12.4
ZWE|Zimbabwe|SSA|15.2|33|57.5|14.7
GRL|Greenland|ECA|0.06|86|71.5
NCL|New Caledonia|EAP|0.27|70|77.0
TWN|Taiwan, China|EAP|23.4|78|79.8
XKX|Kosovo|ECA|1.8|50|70.8
`;

export interface WbCountry {
  code: string;
  name: string;
  region: WbRegion;
  population2014: number;
  urban2014: number;
  life2014: number;
  hiv2014: number;
}

export const WB_COUNTRIES: readonly WbCountry[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const [code = '', name = '', region = 'ECA', pop = '0', urban = '0', life = '0', hiv = '0.2'] = line.split('|');
    if (!(region in WB_REGIONS)) throw new Error(`unknown World Bank region ${region} for ${code}`);
    return {
      code,
      name,
      region: region as WbRegion,
      population2014: Number(pop) * 1e6,
      urban2014: Number(urban),
      life2014: Number(life),
      hiv2014: Number(hiv),
    };
  });
