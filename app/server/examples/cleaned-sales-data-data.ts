/**
 * Constant inputs for the cleaned_sales_data generator: product lines with their price band
 * and share of order lines, and fictional retail customers (weight = how often they order).
 */
export const salesData = {
  /** [product line, share of order lines, lowest MSRP, highest MSRP, product code prefix]. */
  productLines: [
    ['Classic Cars', 34, 80, 215, 'S10'],
    ['Vintage Cars', 21, 30, 170, 'S18'],
    ['Motorcycles', 12, 40, 190, 'S12'],
    ['Planes', 11, 50, 160, 'S24'],
    ['Trucks and Buses', 11, 50, 140, 'S32'],
    ['Ships', 8, 40, 120, 'S700'],
    ['Trains', 3, 40, 100, 'S50'],
  ] as ReadonlyArray<readonly [string, number, number, number, string]>,
  /** [customer, city, country, territory, weight]. */
  customers: [
    ['Northwind Scale Models', 'San Francisco', 'USA', 'NA', 12],
    ['Empire Diecast Co.', 'New York', 'USA', 'NA', 8],
    ['Atlantic Hobby Traders', 'Boston', 'USA', 'NA', 6],
    ['Pacific Rim Replicas', 'Los Angeles', 'USA', 'NA', 6],
    ['Lone Star Collectibles', 'Dallas', 'USA', 'NA', 5],
    ['Great Lakes Miniatures', 'Chicago', 'USA', 'NA', 5],
    ['Cascade Model Works', 'Seattle', 'USA', 'NA', 3],
    ['Desert Sun Models', 'Phoenix', 'USA', 'NA', 2],
    ['Keystone Replicas', 'Philadelphia', 'USA', 'NA', 2],
    ['Maple Leaf Hobbies', 'Toronto', 'Canada', 'NA', 3],
    ['Mont-Royal Jouets', 'Montréal', 'Canada', 'NA', 2],
    ['Iberia Coleccionismo', 'Madrid', 'Spain', 'EMEA', 10],
    ['Barcelona Maquetas', 'Barcelona', 'Spain', 'EMEA', 2],
    ['Boutique Miniature Paris', 'Paris', 'France', 'EMEA', 5],
    ['Lyon Modélisme', 'Lyon', 'France', 'EMEA', 3],
    ['Thames Valley Models', 'London', 'UK', 'EMEA', 4],
    ['Mersey Toy Imports', 'Liverpool', 'UK', 'EMEA', 2],
    ['Rheinland Modellbau', 'Cologne', 'Germany', 'EMEA', 3],
    ['Münchner Sammlerstücke', 'Munich', 'Germany', 'EMEA', 2],
    ['Milano Modellismo', 'Milan', 'Italy', 'EMEA', 3],
    ['Roma Giocattoli', 'Rome', 'Italy', 'EMEA', 2],
    ['Fjord Hobby AS', 'Oslo', 'Norway', 'EMEA', 2],
    ['Nordic Scale AB', 'Stockholm', 'Sweden', 'EMEA', 2],
    ['Helsinki Pienoismallit', 'Helsinki', 'Finland', 'EMEA', 3],
    ['Copenhagen Collectors', 'Copenhagen', 'Denmark', 'EMEA', 2],
    ['Brussels Model Gallery', 'Brussels', 'Belgium', 'EMEA', 1],
    ['Alpine Modelle', 'Zürich', 'Switzerland', 'EMEA', 1],
    ['Wiener Spielwaren', 'Vienna', 'Austria', 'EMEA', 1],
    ['Liffey Hobby House', 'Dublin', 'Ireland', 'EMEA', 1],
    ['Southern Cross Models', 'Melbourne', 'Australia', 'APAC', 5],
    ['Harbour City Hobbies', 'Sydney', 'Australia', 'APAC', 3],
    ['Lion City Diecast', 'Singapore', 'Singapore', 'APAC', 4],
    ['Kiwi Scale Replicas', 'Auckland', 'New Zealand', 'APAC', 3],
    ['Manila Toy Traders', 'Makati City', 'Philippines', 'APAC', 1],
    ['Tokyo Mokei Shoten', 'Tokyo', 'Japan', 'Japan', 3],
    ['Osaka Hobby Plaza', 'Osaka', 'Japan', 'Japan', 2],
  ] as ReadonlyArray<readonly [string, string, string, string, number]>,
  /** Relative order volume per calendar month (Jan..Dec): a strong Q4 holiday peak. */
  monthSeason: [0.72, 0.68, 0.85, 0.8, 0.9, 0.78, 0.82, 0.95, 0.92, 1.25, 2.05, 1.15],
  /** Relative order volume per year, from the first year on. */
  yearGrowth: [1.0, 1.18, 1.31],
} as const;
