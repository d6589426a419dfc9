/** A product's stock-keeping code as shown to shoppers and in structured data: "TS-000042". */
export function productSku(id: number): string {
  return `TS-${String(id).padStart(6, "0")}`;
}
