import { salesData } from './cleaned-sales-data-data.js';
import { exampleMetric, type ExampleTable } from './example-table.js';
import { sqlRandom } from './sql-random.js';
import { sqlText } from './sql-text.js';

const FIRST_YEAR = 2021;
const MONTHS = 36;
/** Average orders in a month of season weight 1 in the first year. */
const BASE_ORDERS = 8.5;
/** Upper bound of orders in any month (slots enumerated per month). */
const MAX_ORDERS = 60;
const PRODUCTS_PER_LINE = 12;

function ordersPerMonth(): number[] {
  return Array.from({ length: MONTHS }, (_, m) => {
    const season = salesData.monthSeason[m % 12] ?? 1;
    const growth = salesData.yearGrowth[Math.floor(m / 12)] ?? 1;
    return Math.min(MAX_ORDERS, Math.round(BASE_ORDERS * season * growth));
  });
}

const STATUSES = ['Shipped', 'Cancelled', 'Resolved', 'On Hold', 'Disputed', 'In Process'];
const STATUS_WEIGHTS = [920, 25, 20, 15, 15, 5];
/** Orders of the last month are mostly still open. */
const RECENT_STATUS_WEIGHTS = [25, 2, 0, 13, 0, 60];

/**
 * Order lines of a (fictional) scale-model wholesaler over three years: a few hundred orders
 * with a strong November peak and year-on-year growth, 1-17 lines each, skewed towards a
 * few big customers and the Classic Cars line; sales = quantity x price.
 */
export const cleanedSalesData: ExampleTable = {
  tableName: 'cleaned_sales_data',
  description:
    'Order lines of a scale-model wholesaler, 2021-2023: products, prices, customers and territories (synthetic).',
  mainDttmCol: 'order_date',
  columns: {
    order_number: { verbose_name: 'Order number', groupby: true },
    order_line_number: { verbose_name: 'Order line', groupby: true },
    order_date: { verbose_name: 'Order date' },
    status: { verbose_name: 'Status', description: 'Fulfilment status of the order.' },
    qtr_id: { verbose_name: 'Quarter', groupby: true },
    month_id: { verbose_name: 'Month', groupby: true },
    year_id: { verbose_name: 'Year', groupby: true },
    product_line: { verbose_name: 'Product line' },
    product_code: { verbose_name: 'Product code' },
    msrp: { verbose_name: 'MSRP', description: "Manufacturer's suggested retail price." },
    quantity_ordered: { verbose_name: 'Quantity ordered' },
    price_each: { verbose_name: 'Price each', description: 'Unit price actually charged.' },
    sales: { verbose_name: 'Sales', description: 'quantity_ordered x price_each.' },
    deal_size: { verbose_name: 'Deal size', description: 'Small below 3,000, Medium below 7,000, else Large.' },
    customer_name: { verbose_name: 'Customer' },
    city: { verbose_name: 'City' },
    country: { verbose_name: 'Country' },
    territory: { verbose_name: 'Territory', description: 'NA, EMEA, APAC or Japan.' },
  },
  metrics: [
    exampleMetric('count', 'COUNT(*)', { verbose_name: 'COUNT(*)', metric_type: 'count', d3format: ',d' }),
    exampleMetric('sum__sales', 'SUM(sales)', { verbose_name: 'Sales', metric_type: 'sum', d3format: '$,.2f' }),
    exampleMetric('avg__sales', 'AVG(sales)', { verbose_name: 'Average line sales', metric_type: 'avg', d3format: '$,.2f' }),
    exampleMetric('sum__quantity_ordered', 'SUM(quantity_ordered)', {
      verbose_name: 'Units ordered',
      metric_type: 'sum',
      d3format: ',d',
    }),
    exampleMetric('avg__price_each', 'AVG(price_each)', { verbose_name: 'Average price', metric_type: 'avg', d3format: '$,.2f' }),
    exampleMetric('count_distinct__order_number', 'COUNT(DISTINCT order_number)', {
      verbose_name: 'Orders',
      metric_type: 'count_distinct',
      d3format: ',d',
    }),
  ],
  createSql(target) {
    const lines = salesData.productLines;
    const customers = salesData.customers;
    const list = {
      orders: sqlText.numberList(ordersPerMonth()),
      status: sqlText.stringList(STATUSES),
      line: sqlText.stringList(lines.map(([name]) => name)),
      lo: sqlText.numberList(lines.map(([, , lo]) => lo)),
      hi: sqlText.numberList(lines.map(([, , , hi]) => hi)),
      prefix: sqlText.stringList(lines.map(([, , , , prefix]) => prefix)),
      customer: sqlText.stringList(customers.map(([name]) => name)),
      city: sqlText.stringList(customers.map(([, city]) => city)),
      country: sqlText.stringList(customers.map(([, , country]) => country)),
      territory: sqlText.stringList(customers.map(([, , , territory]) => territory)),
    };
    const R = sqlRandom;
    return [
      `
CREATE TABLE ${target} AS
WITH slots AS (
  SELECT CAST(range // ${MAX_ORDERS} AS INTEGER) AS m, CAST(range % ${MAX_ORDERS} AS INTEGER) AS k
  FROM range(${MONTHS * MAX_ORDERS})
),
orders AS (
  SELECT m, m * 100 + k AS ok, make_date(${FIRST_YEAR} + m // 12, m % 12 + 1, 1) AS month_start
  FROM slots
  WHERE k < ${list.orders}[m + 1]
),
order_attrs AS (
  SELECT
    ok,
    month_start + CAST(floor(u_day * day(last_day(month_start))) AS INTEGER) AS order_day,
    ${R.pick('u_customer', customers.map(([, , , , w]) => w))} AS c,
    CASE WHEN m = ${MONTHS - 1}
      THEN ${R.pick('u_status', RECENT_STATUS_WEIGHTS)}
      ELSE ${R.pick('u_status', STATUS_WEIGHTS)} END AS st,
    1 + ${R.int('u_lines', 17)} AS n_lines
  FROM ${R.withUniforms('orders', {
    u_day: ['ok', 21],
    u_customer: ['ok', 22],
    u_status: ['ok', 23],
    u_lines: ['ok', 24],
  })}
),
numbered AS (
  SELECT *, CAST(10099 + row_number() OVER (ORDER BY order_day, ok) AS INTEGER) AS order_number
  FROM order_attrs
),
order_lines AS (
  SELECT *, CAST(unnest(range(1, n_lines + 1)) AS INTEGER) AS line FROM numbered
),
picked AS (
  SELECT *,
    ${R.pick('u_line', lines.map(([, share]) => share))} AS pl,
    ${R.int('u_product', PRODUCTS_PER_LINE)} AS prod,
    CAST(20 + ${R.int('u_qty', 31)} + CASE WHEN u_bulk < 0.07 THEN ${R.int('u_bulk_qty', 45)} ELSE 0 END AS INTEGER) AS qty
  FROM ${R.withUniforms('order_lines', {
    u_line: ['order_number * 100 + line', 25],
    u_product: ['order_number * 100 + line', 26],
    u_qty: ['order_number * 100 + line', 28],
    u_bulk: ['order_number * 100 + line', 29],
    u_bulk_qty: ['order_number * 100 + line', 30],
    u_discount: ['order_number * 100 + line', 31],
  })}
),
priced AS (
  SELECT *,
    CAST(round(${list.lo}[pl] + (${list.hi}[pl] - ${list.lo}[pl]) * u_msrp) AS INTEGER) AS msrp
  FROM ${R.withUniforms('picked', { u_msrp: ['pl * 100 + prod', 27] })}
),
charged AS (
  SELECT *, round(msrp * (0.78 + 0.27 * u_discount), 2) AS price FROM priced
)
SELECT
  order_number,
  line AS order_line_number,
  CAST(order_day AS TIMESTAMP) AS order_date,
  ${list.status}[st] AS status,
  CAST(quarter(order_day) AS INTEGER) AS qtr_id,
  CAST(month(order_day) AS INTEGER) AS month_id,
  CAST(year(order_day) AS INTEGER) AS year_id,
  ${list.line}[pl] AS product_line,
  ${list.prefix}[pl] || '_' || CAST(1000 + (prod * 733 + pl * 131) % 9000 AS VARCHAR) AS product_code,
  msrp,
  qty AS quantity_ordered,
  price AS price_each,
  round(qty * price, 2) AS sales,
  CASE WHEN qty * price < 3000 THEN 'Small' WHEN qty * price < 7000 THEN 'Medium' ELSE 'Large' END AS deal_size,
  ${list.customer}[c] AS customer_name,
  ${list.city}[c] AS city,
  ${list.country}[c] AS country,
  ${list.territory}[c] AS territory
FROM charged
ORDER BY order_number, order_line_number`,
    ];
  },
};
