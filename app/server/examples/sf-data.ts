/**
 * Constant inputs for the San Francisco examples (long_lat, sf_population_polygons,
 * bart_lines): ZIP code areas with a neighbourhood name, an approximate centre and their
 * population (2010 census, rounded), the city's land outline, and BART lines through their
 * real stations.
 */

/** [ZIP code, neighbourhood, latitude, longitude, population]. */
export const SF_ZIPCODES: ReadonlyArray<readonly [number, string, number, number, number]> = [
  [94102, 'Tenderloin', 37.7793, -122.4193, 28_991],
  [94103, 'South of Market', 37.7726, -122.411, 23_016],
  [94104, 'Financial District', 37.7915, -122.4019, 374],
  [94105, 'Rincon Hill', 37.789, -122.3942, 5_846],
  [94107, 'Potrero Hill', 37.7621, -122.3971, 26_599],
  [94108, 'Chinatown', 37.7929, -122.4079, 13_716],
  [94109, 'Nob Hill', 37.7917, -122.4186, 56_322],
  [94110, 'Mission', 37.7484, -122.4156, 69_333],
  [94111, 'Embarcadero', 37.7974, -122.3998, 3_713],
  [94112, 'Excelsior', 37.721, -122.4421, 79_407],
  [94114, 'Castro', 37.7587, -122.433, 30_574],
  [94115, 'Western Addition', 37.7856, -122.4358, 33_115],
  [94116, 'Parkside', 37.7441, -122.4863, 43_698],
  [94117, 'Haight-Ashbury', 37.77, -122.442, 38_738],
  [94118, 'Inner Richmond', 37.7812, -122.4614, 38_939],
  [94121, 'Outer Richmond', 37.7786, -122.4892, 42_473],
  [94122, 'Sunset', 37.7593, -122.4836, 55_492],
  [94123, 'Marina', 37.8, -122.4364, 23_088],
  [94124, 'Bayview', 37.7321, -122.3843, 33_170],
  [94127, 'West Portal', 37.7357, -122.4598, 20_624],
  [94129, 'Presidio', 37.7979, -122.4661, 3_183],
  [94131, 'Glen Park', 37.7453, -122.4426, 27_897],
  [94132, 'Lake Merced', 37.7211, -122.4754, 28_129],
  [94133, 'North Beach', 37.8002, -122.41, 26_237],
  [94134, 'Visitacion Valley', 37.719, -122.4108, 40_134],
  [94158, 'Mission Bay', 37.7706, -122.387, 4_489],
];

/** San Francisco's land, simplified to ten [longitude, latitude] corners, counter-clockwise. */
export const SF_OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [-122.515, 37.708],
  [-122.385, 37.708],
  [-122.357, 37.728],
  [-122.375, 37.76],
  [-122.385, 37.79],
  [-122.403, 37.808],
  [-122.425, 37.81],
  [-122.478, 37.811],
  [-122.505, 37.788],
  [-122.512, 37.775],
];

/** Real San Francisco street names for the generated addresses. */
export const SF_STREETS: readonly string[] = [
  'MARKET ST', 'MISSION ST', 'VALENCIA ST', 'GUERRERO ST', 'DOLORES ST', 'FOLSOM ST', 'HOWARD ST', 'BRYANT ST',
  'HARRISON ST', 'POTRERO AVE', 'CASTRO ST', 'NOE ST', 'DIVISADERO ST', 'FILLMORE ST', 'VAN NESS AVE', 'POLK ST',
  'LARKIN ST', 'HYDE ST', 'LEAVENWORTH ST', 'JONES ST', 'TAYLOR ST', 'MASON ST', 'POWELL ST', 'STOCKTON ST',
  'GRANT AVE', 'COLUMBUS AVE', 'GEARY BLVD', 'CALIFORNIA ST', 'CLEMENT ST', 'BALBOA ST', 'FULTON ST', 'HAIGHT ST',
  'IRVING ST', 'JUDAH ST', 'NORIEGA ST', 'TARAVAL ST', 'SLOAT BLVD', 'OCEAN AVE', 'GENEVA AVE', 'SAN BRUNO AVE',
  'THIRD ST', 'EVANS AVE', 'CESAR CHAVEZ ST', '24TH ST', '18TH ST', 'CHURCH ST', 'PORTOLA DR', 'LOMBARD ST',
  'CHESTNUT ST', 'UNION ST',
];

/** BART stations: code -> [name, latitude, longitude]. */
const STATIONS: Record<string, readonly [string, number, number]> = {
  ANTC: ['Antioch', 37.9958, -121.7804],
  PCTR: ['Pittsburg Center', 38.0169, -121.8891],
  PITT: ['Pittsburg/Bay Point', 38.0189, -121.9452],
  NCON: ['North Concord/Martinez', 38.0032, -122.0246],
  CONC: ['Concord', 37.9737, -122.029],
  PHIL: ['Pleasant Hill/Contra Costa Centre', 37.9284, -122.056],
  WCRK: ['Walnut Creek', 37.9055, -122.0675],
  LAFY: ['Lafayette', 37.8932, -122.1246],
  ORIN: ['Orinda', 37.8784, -122.1838],
  ROCK: ['Rockridge', 37.8447, -122.2515],
  MCAR: ['MacArthur', 37.829, -122.2671],
  '19TH': ['19th St Oakland', 37.8084, -122.2687],
  '12TH': ['12th St Oakland City Center', 37.8035, -122.2719],
  WOAK: ['West Oakland', 37.8049, -122.2951],
  EMBR: ['Embarcadero', 37.7929, -122.397],
  MONT: ['Montgomery St', 37.7894, -122.4011],
  POWL: ['Powell St', 37.7844, -122.4079],
  CIVC: ['Civic Center/UN Plaza', 37.7795, -122.4139],
  '16TH': ['16th St Mission', 37.7651, -122.4197],
  '24TH': ['24th St Mission', 37.7522, -122.4184],
  GLEN: ['Glen Park', 37.7331, -122.4338],
  BALB: ['Balboa Park', 37.7215, -122.4475],
  DALY: ['Daly City', 37.7062, -122.4691],
  COLM: ['Colma', 37.6846, -122.4661],
  SSAN: ['South San Francisco', 37.6642, -122.444],
  SBRN: ['San Bruno', 37.638, -122.4162],
  SFIA: ['San Francisco International Airport', 37.6159, -122.3925],
  MLBR: ['Millbrae', 37.6, -122.3868],
  RICH: ['Richmond', 37.9369, -122.3534],
  DELN: ['El Cerrito del Norte', 37.9256, -122.317],
  PLZA: ['El Cerrito Plaza', 37.9027, -122.2989],
  NBRK: ['North Berkeley', 37.874, -122.2834],
  DBRK: ['Downtown Berkeley', 37.8701, -122.2681],
  ASHB: ['Ashby', 37.8529, -122.27],
  LAKE: ['Lake Merritt', 37.7974, -122.2653],
  FTVL: ['Fruitvale', 37.7748, -122.2241],
  COLS: ['Coliseum', 37.7537, -122.1969],
  SANL: ['San Leandro', 37.7219, -122.1609],
  BAYF: ['Bay Fair', 37.697, -122.1265],
  HAYW: ['Hayward', 37.6699, -122.087],
  SHAY: ['South Hayward', 37.6348, -122.0575],
  UCTY: ['Union City', 37.591, -122.0175],
  FRMT: ['Fremont', 37.5574, -121.9764],
  WARM: ['Warm Springs/South Fremont', 37.5025, -121.9395],
  MLPT: ['Milpitas', 37.4104, -121.8914],
  BERY: ['Berryessa/North San José', 37.3683, -121.8745],
  CAST: ['Castro Valley', 37.6907, -122.0757],
  WDUB: ['West Dublin/Pleasanton', 37.6998, -121.9283],
  DUBL: ['Dublin/Pleasanton', 37.7016, -121.8992],
  OAKL: ['Oakland International Airport', 37.7132, -122.2122],
};

const SF_TRUNK = ['WOAK', 'EMBR', 'MONT', 'POWL', 'CIVC', '16TH', '24TH', 'GLEN', 'BALB', 'DALY'];
const EAST_BAY_SOUTH = ['LAKE', 'FTVL', 'COLS', 'SANL', 'BAYF'];

/** [line name, colour, station codes in order]. */
const LINES: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Antioch - SFIA/Millbrae', '#ffff33', ['ANTC', 'PCTR', 'PITT', 'NCON', 'CONC', 'PHIL', 'WCRK', 'LAFY', 'ORIN', 'ROCK', 'MCAR', '19TH', '12TH', ...SF_TRUNK, 'COLM', 'SSAN', 'SBRN', 'SFIA', 'MLBR']],
  ['Richmond - Berryessa/North San José', '#ff9933', ['RICH', 'DELN', 'PLZA', 'NBRK', 'DBRK', 'ASHB', 'MCAR', '19TH', '12TH', ...EAST_BAY_SOUTH, 'HAYW', 'SHAY', 'UCTY', 'FRMT', 'WARM', 'MLPT', 'BERY']],
  ['Berryessa/North San José - Daly City', '#339933', ['BERY', 'MLPT', 'WARM', 'FRMT', 'UCTY', 'SHAY', 'HAYW', ...[...EAST_BAY_SOUTH].reverse(), ...SF_TRUNK]],
  ['Richmond - Millbrae', '#ff0000', ['RICH', 'DELN', 'PLZA', 'NBRK', 'DBRK', 'ASHB', 'MCAR', '19TH', '12TH', ...SF_TRUNK, 'COLM', 'SSAN', 'SBRN', 'MLBR']],
  ['Dublin/Pleasanton - Daly City', '#0099cc', ['DUBL', 'WDUB', 'CAST', 'BAYF', 'SANL', 'COLS', 'FTVL', 'LAKE', ...SF_TRUNK]],
  ['Coliseum - Oakland International Airport', '#d5cfa3', ['COLS', 'OAKL']],
];

/** BART lines with their paths as [longitude, latitude] pairs through every station. */
export function bartLines(): Array<{ name: string; color: string; path: Array<[number, number]> }> {
  return LINES.map(([name, color, codes]) => ({
    name,
    color,
    path: codes.map((code) => {
      const station = STATIONS[code];
      if (!station) throw new Error(`unknown BART station ${code}`);
      return [station[2], station[1]];
    }),
  }));
}
