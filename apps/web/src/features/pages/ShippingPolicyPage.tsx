import { Link } from 'react-router';
import { PolicyLayout, type PolicySection } from './PolicyLayout';
import { ContactEmail, ContactPhones, ShopName } from './shopContact';

const sections: readonly PolicySection[] = [
  {
    id: 'where',
    heading: 'Where we deliver',
    body: (
      <p>
        We deliver to addresses in India, through courier companies and India Post. You choose or add the
        delivery address at checkout.
      </p>
    ),
  },
  {
    id: 'dispatch',
    heading: 'When your order leaves the farm',
    body: (
      <>
        <p>
          We dispatch orders within 2-4 business days after payment confirmation. Many of our products are
          made in small batches, so this gives us time to pack what you ordered fresh from the latest lot.
        </p>
        <p>Business days are Monday to Saturday, except public holidays.</p>
      </>
    ),
  },
  {
    id: 'delivery-time',
    heading: 'How long delivery takes',
    body: (
      <p>
        Delivery normally takes 5-10 business days, depending on how far you are from us and how well your PIN
        code is served by the courier. Orders within Kerala usually arrive sooner.
      </p>
    ),
  },
  {
    id: 'charges',
    heading: 'Shipping charges',
    body: (
      <p>
        Shipping charges, if any, are shown at checkout before you pay. They depend on the total weight of
        your order and on whether it goes to an address in Kerala or elsewhere in India. You never pay
        anything extra to the courier.
      </p>
    ),
  },
  {
    id: 'delays',
    heading: 'Delays',
    body: (
      <p>
        Once a parcel is with the courier, its journey is out of our hands. We are not liable for delays
        caused by courier companies, postal authorities, natural calamities such as floods and heavy monsoon
        rains, or any other causes beyond our control. If your parcel is late, tell us and we will chase it
        with the courier for you.
      </p>
    ),
  },
  {
    id: 'address',
    heading: 'Your delivery address',
    body: (
      <>
        <p>
          We deliver only to the address given at the time of ordering, so please check it, including the PIN
          code and phone number, before you pay.
        </p>
        <p>
          Requests to change the address after the order has been dispatched will be refused. If you notice a
          mistake before dispatch, contact us straight away and we will correct it.
        </p>
        <p>
          If a parcel cannot be delivered because the address was wrong or incomplete, the costs of
          re-shipping it are borne by the customer.
        </p>
      </>
    ),
  },
  {
    id: 'receiving',
    heading: 'Receiving your parcel',
    body: (
      <p>
        Someone must be available at the address to receive the parcel. Once the courier marks the parcel as
        delivered, we are not liable for it, so if you will be away, ask a family member or neighbour to
        receive it for you.
      </p>
    ),
  },
  {
    id: 'problems',
    heading: 'Damaged or wrong parcels',
    body: (
      <p>
        If your order arrives damaged or is not what you ordered, e-mail us within 24 hours of delivery as
        described in our <Link to="/refund-cancellation-policy">Return and Cancellation Policy</Link>.
      </p>
    ),
  },
];

/** /shipping-policy */
export function ShippingPolicyPage() {
  return (
    <PolicyLayout
      title="Shipping Policy"
      description="We dispatch within 2-4 business days after payment confirmation; delivery normally takes 5-10 business days. Charges are shown at checkout."
      intro={
        <>
          <p>
            How <ShopName /> gets your order from our farm to your door: when we dispatch it, how long it
            takes, what it costs and what we need from you.
          </p>
          <p>
            Questions about a delivery? E-mail <ContactEmail /> or call <ContactPhones />.
          </p>
        </>
      }
      sections={sections}
    />
  );
}
