/** The fixed screwdriver the demo routes /shop/product-standard, -columnar and -sidebar show. */
export const DEMO_PRODUCT_SLUG = "brandix-screwdriver-screw1500acc";
