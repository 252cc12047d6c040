/**
 * US states, the District of Columbia and Puerto Rico: the FIPS code the boundary file (us-atlas)
 * uses as id, and the USPS code that makes the ISO 3166-2 code (`US-` + USPS, e.g. US-CA).
 */
const ROWS = `
01 AL|02 AK|04 AZ|05 AR|06 CA|08 CO|09 CT|10 DE|11 DC|12 FL|13 GA|15 HI|16 ID|17 IL|18 IN|19 IA|20 KS|21 KY|22 LA|23 ME
24 MD|25 MA|26 MI|27 MN|28 MS|29 MO|30 MT|31 NE|32 NV|33 NH|34 NJ|35 NM|36 NY|37 NC|38 ND|39 OH|40 OK|41 OR|42 PA|44 RI
45 SC|46 SD|47 TN|48 TX|49 UT|50 VT|51 VA|53 WA|54 WV|55 WI|56 WY|72 PR
`;

/** ISO 3166-2 code by FIPS state code, e.g. `'06'` → `'US-CA'`. */
export const US_STATE_ISO_BY_FIPS: ReadonlyMap<string, string> = new Map(
  ROWS.trim()
    .split(/[|\n]/)
    .map((pair) => {
      const [fips = '', usps = ''] = pair.trim().split(' ');
      return [fips, `US-${usps}`] as const;
    }),
);
