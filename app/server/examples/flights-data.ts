/**
 * Constant inputs for the flights generator: US airports (real codes and coordinates) with a
 * traffic weight and a congestion factor, and US airlines with their market share and how
 * delay-prone they are.
 */
export const flightsData = {
  /** [IATA code, city, latitude, longitude, traffic weight, congestion (0 = smooth)]. */
  airports: [
    ['ATL', 'Atlanta', 33.6407, -84.4277, 10, 0.03],
    ['DFW', 'Dallas-Fort Worth', 32.8998, -97.0403, 8, 0.04],
    ['DEN', 'Denver', 39.8561, -104.6737, 8, 0.04],
    ['ORD', "Chicago O'Hare", 41.9742, -87.9073, 8, 0.08],
    ['LAX', 'Los Angeles', 33.9416, -118.4085, 7, 0.03],
    ['JFK', 'New York JFK', 40.6413, -73.7781, 6, 0.07],
    ['CLT', 'Charlotte', 35.2144, -80.9473, 6, 0.02],
    ['LAS', 'Las Vegas', 36.084, -115.1537, 5, 0.03],
    ['MCO', 'Orlando', 28.4312, -81.3081, 5, 0.05],
    ['SEA', 'Seattle', 47.4502, -122.3088, 5, 0.02],
    ['PHX', 'Phoenix', 33.4342, -112.0116, 5, 0.01],
    ['SFO', 'San Francisco', 37.6213, -122.379, 5, 0.07],
    ['IAH', 'Houston', 29.9902, -95.3368, 5, 0.04],
    ['MIA', 'Miami', 25.7959, -80.287, 4, 0.05],
    ['EWR', 'Newark', 40.6895, -74.1745, 4, 0.1],
    ['BOS', 'Boston', 42.3656, -71.0096, 4, 0.05],
    ['MSP', 'Minneapolis', 44.8848, -93.2223, 4, 0.02],
    ['LGA', 'New York LaGuardia', 40.7769, -73.874, 4, 0.09],
    ['DTW', 'Detroit', 42.2162, -83.3554, 4, 0.02],
    ['FLL', 'Fort Lauderdale', 26.0742, -80.1506, 3, 0.05],
    ['PHL', 'Philadelphia', 39.8744, -75.2424, 3, 0.05],
    ['SLC', 'Salt Lake City', 40.7899, -111.9791, 3, 0.0],
    ['BWI', 'Baltimore', 39.1774, -76.6684, 3, 0.03],
    ['DCA', 'Washington Reagan', 38.8512, -77.0402, 3, 0.04],
    ['SAN', 'San Diego', 32.7338, -117.1933, 3, 0.01],
    ['IAD', 'Washington Dulles', 38.9531, -77.4565, 2, 0.03],
    ['TPA', 'Tampa', 27.9772, -82.5311, 2, 0.03],
    ['BNA', 'Nashville', 36.1263, -86.6774, 2, 0.03],
    ['AUS', 'Austin', 30.1975, -97.6664, 2, 0.03],
    ['MDW', 'Chicago Midway', 41.7868, -87.7522, 2, 0.05],
    ['PDX', 'Portland', 45.5898, -122.5951, 2, 0.0],
    ['HNL', 'Honolulu', 21.3187, -157.9225, 1, -0.03],
  ] as ReadonlyArray<readonly [string, string, number, number, number, number]>,
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
