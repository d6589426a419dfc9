import { describe, expect, it } from "vitest";
import { checkoutFieldsOf, placeOfFields, samePlace } from "./address-book";

const home = {
  firstName: "Grace",
  lastName: "Hopper",
  company: null,
  country: "US",
  address: "1 Navy Way",
  apartment: null,
  city: "Arlington",
  state: "VA",
  postcode: "22201",
  email: "grace@example.com",
  phone: "+1 555 0100",
};

describe("an address book's places", () => {
  it("are the same however their case and spaces were typed, and whatever the email or phone", () => {
    const retyped = { ...home, firstName: " grace ", address: "1  NAVY way", company: "", phone: "+1 555 0199" };
    expect(samePlace(home, retyped)).toBe(true);
    expect(samePlace(home, { ...home, apartment: "Suite 2" })).toBe(false);
    expect(samePlace(home, { ...home, postcode: "22202" })).toBe(false);
  });

  it("fill the checkout's billing fields with the email and phone, and the shipping fields without", () => {
    expect(checkoutFieldsOf("billing", home)).toMatchObject({
      "billing.firstName": "Grace",
      "billing.company": "",
      "billing.email": "grace@example.com",
      "billing.phone": "+1 555 0100",
    });
    const shipping = checkoutFieldsOf("shipping", home);
    expect(shipping["shipping.city"]).toBe("Arlington");
    expect(shipping["shipping.email"]).toBeUndefined();
    expect(
      samePlace(
        placeOfFields("shipping", (name) => shipping[name] ?? ""),
        home,
      ),
    ).toBe(true);
  });
});
