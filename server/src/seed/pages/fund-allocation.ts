/**
 * The planned use of the Series A proceeds, stated on both investor pages.
 * Each page holds its own copy once seeded; this is only their common start.
 */
export const fundAllocation = [
  { category: "Research and clinical development", percent: 60, amount: "$30M" },
  { category: "Manufacturing and process development", percent: 20, amount: "$10M" },
  { category: "Regulatory affairs and intellectual property", percent: 10, amount: "$5M" },
  { category: "Operations and working capital", percent: 10, amount: "$5M" },
];
