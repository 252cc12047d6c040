/**
 * International Olympic Committee country codes that differ from the ISO 3166-1 alpha-3 code of
 * the same country (for Superset's `cioc` country field type); every other IOC code equals the
 * alpha-3 code.
 */
const PAIRS = `
ALG DZA|ANG AGO|ANT ATG|ARU ABW|ASA ASM|BAH BHS|BAN BGD|BAR BRB|BER BMU|BHU BTN|BIZ BLZ|BOT BWA|BRU BRN|BUL BGR
BUR BFA|CAM KHM|CAY CYM|CGO COG|CHA TCD|CHI CHL|CRC CRI|CRO HRV|DEN DNK|ESA SLV|FIJ FJI|GAM GMB|GBS GNB|GEQ GNQ
GER DEU|GRE GRC|GRN GRD|GUA GTM|GUI GIN|HAI HTI|HON HND|INA IDN|IRI IRN|ISV VIR|IVB VGB|KOS XKX|KSA SAU|KUW KWT
LAT LVA|LBA LBY|LES LSO|LIB LBN|MAD MDG|MAS MYS|MAW MWI|MGL MNG|MON MCO|MRI MUS|MTN MRT|MYA MMR|NCA NIC|NED NLD
NEP NPL|NGR NGA|NIG NER|OMA OMN|PAR PRY|PHI PHL|PLE PSE|POR PRT|PUR PRI|RSA ZAF|SAM WSM|SEY SYC|SIN SGP|SKN KNA
SLO SVN|SOL SLB|SRI LKA|SUD SDN|SUI CHE|TAN TZA|TGA TON|TPE TWN|TOG TGO|UAE ARE|URU URY|VAN VUT|VIE VNM|VIN VCT
ZAM ZMB|ZIM ZWE
`;

/** ISO 3166-1 alpha-3 code by IOC code, for the codes that differ. */
export const ALPHA3_BY_IOC: ReadonlyMap<string, string> = new Map(
  PAIRS.trim()
    .split(/[|\n]/)
    .map((pair) => {
      const [ioc = '', alpha3 = ''] = pair.trim().split(' ');
      return [ioc, alpha3] as const;
    }),
);
