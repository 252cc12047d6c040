/**
 * Constant inputs for the flights generator: US airports (real codes, names, states,
 * coordinates and time zones) with a traffic weight and a congestion factor, and US airlines
 * with their market share and how delay-prone they are.
 */
export const flightsData = {
  /**
   * [IATA code, airport name, city, state, latitude, longitude, traffic weight, congestion
   * (0 = smooth), UTC offset in hours (standard time)].
   */
  airports: [
    ['ATL', 'Hartsfield-Jackson Atlanta International Airport', 'Atlanta', 'GA', 33.6407, -84.4277, 10, 0.03, -5],
    ['DFW', 'Dallas/Fort Worth International Airport', 'Dallas-Fort Worth', 'TX', 32.8998, -97.0403, 8, 0.04, -6],
    ['DEN', 'Denver International Airport', 'Denver', 'CO', 39.8561, -104.6737, 8, 0.04, -7],
    ['ORD', "Chicago O'Hare International Airport", 'Chicago', 'IL', 41.9742, -87.9073, 8, 0.08, -6],
    ['LAX', 'Los Angeles International Airport', 'Los Angeles', 'CA', 33.9416, -118.4085, 7, 0.03, -8],
    ['JFK', 'John F. Kennedy International Airport', 'New York', 'NY', 40.6413, -73.7781, 6, 0.07, -5],
    ['CLT', 'Charlotte Douglas International Airport', 'Charlotte', 'NC', 35.2144, -80.9473, 6, 0.02, -5],
    ['LAS', 'McCarran International Airport', 'Las Vegas', 'NV', 36.084, -115.1537, 5, 0.03, -8],
    ['MCO', 'Orlando International Airport', 'Orlando', 'FL', 28.4312, -81.3081, 5, 0.05, -5],
    ['SEA', 'Seattle-Tacoma International Airport', 'Seattle', 'WA', 47.4502, -122.3088, 5, 0.02, -8],
    ['PHX', 'Phoenix Sky Harbor International Airport', 'Phoenix', 'AZ', 33.4342, -112.0116, 5, 0.01, -7],
    ['SFO', 'San Francisco International Airport', 'San Francisco', 'CA', 37.6213, -122.379, 5, 0.07, -8],
    ['IAH', 'George Bush Intercontinental Airport', 'Houston', 'TX', 29.9902, -95.3368, 5, 0.04, -6],
    ['MIA', 'Miami International Airport', 'Miami', 'FL', 25.7959, -80.287, 4, 0.05, -5],
    ['EWR', 'Newark Liberty International Airport', 'Newark', 'NJ', 40.6895, -74.1745, 4, 0.1, -5],
    ['BOS', 'Gen. Edward Lawrence Logan International Airport', 'Boston', 'MA', 42.3656, -71.0096, 4, 0.05, -5],
    ['MSP', 'Minneapolis-Saint Paul International Airport', 'Minneapolis', 'MN', 44.8848, -93.2223, 4, 0.02, -6],
    ['LGA', 'LaGuardia Airport', 'New York', 'NY', 40.7769, -73.874, 4, 0.09, -5],
    ['DTW', 'Detroit Metropolitan Airport', 'Detroit', 'MI', 42.2162, -83.3554, 4, 0.02, -5],
    ['FLL', 'Fort Lauderdale-Hollywood International Airport', 'Fort Lauderdale', 'FL', 26.0742, -80.1506, 3, 0.05, -5],
    ['PHL', 'Philadelphia International Airport', 'Philadelphia', 'PA', 39.8744, -75.2424, 3, 0.05, -5],
    ['SLC', 'Salt Lake City International Airport', 'Salt Lake City', 'UT', 40.7899, -111.9791, 3, 0.0, -7],
    ['BWI', 'Baltimore/Washington International Airport', 'Baltimore', 'MD', 39.1774, -76.6684, 3, 0.03, -5],
    ['DCA', 'Ronald Reagan Washington National Airport', 'Arlington', 'VA', 38.8512, -77.0402, 3, 0.04, -5],
    ['SAN', 'San Diego International Airport', 'San Diego', 'CA', 32.7338, -117.1933, 3, 0.01, -8],
    ['IAD', 'Washington Dulles International Airport', 'Chantilly', 'VA', 38.9531, -77.4565, 2, 0.03, -5],
    ['TPA', 'Tampa International Airport', 'Tampa', 'FL', 27.9772, -82.5311, 2, 0.03, -5],
    ['BNA', 'Nashville International Airport', 'Nashville', 'TN', 36.1263, -86.6774, 2, 0.03, -6],
    ['AUS', 'Austin-Bergstrom International Airport', 'Austin', 'TX', 30.1975, -97.6664, 2, 0.03, -6],
    ['MDW', 'Chicago Midway International Airport', 'Chicago', 'IL', 41.7868, -87.7522, 2, 0.05, -6],
    ['PDX', 'Portland International Airport', 'Portland', 'OR', 45.5898, -122.5951, 2, 0.0, -8],
    ['HNL', 'Honolulu International Airport', 'Honolulu', 'HI', 21.3187, -157.9225, 1, -0.03, -10],
  ] as ReadonlyArray<readonly [string, string, string, string, number, number, number, number, number]>,
  /** [code, name, market share, delay proneness]. */
  airlines: [
    ['WN', 'Southwest Airlines', 20, 0.05],
    ['AA', 'American Airlines', 18, 0.03],
    ['DL', 'Delta Air Lines', 18, -0.03],
    ['UA', 'United Airlines', 15, 0.02],
    ['B6', 'JetBlue Airways', 6, 0.08],
    ['AS', 'Alaska Airlines', 6, -0.02],
    ['NK', 'Spirit Airlines', 5, 0.07],
    ['F9', 'Frontier Airlines', 4, 0.09],
  ] as ReadonlyArray<readonly [string, string, number, number]>,
  /** Share of scheduled departures by hour of day, from 05:00 to 23:00. */
  hourWeights: [2, 6, 8, 8, 7, 6, 6, 6, 6, 6, 7, 7, 7, 6, 5, 4, 3, 2, 1],
  /** Relative flight volume Mon..Sun (ISO day of week 1..7). */
  weekdayVolume: [1.0, 0.9, 0.92, 1.0, 1.0, 0.72, 0.95],
  /** Relative flight volume Jan..Dec. */
  monthVolume: [0.8, 0.78, 0.9, 0.88, 0.9, 0.97, 1.0, 0.97, 0.85, 0.9, 0.86, 0.9],
  /** Extra chance of a delay Jan..Dec (winter storms, summer thunderstorms, holidays). */
  monthDelay: [0.04, 0.03, 0.0, -0.01, 0.01, 0.07, 0.08, 0.05, -0.03, -0.03, -0.01, 0.06],
} as const;
