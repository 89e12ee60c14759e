import { Link } from 'react-router';
import { PolicyLayout, type PolicySection } from './PolicyLayout';
import { ContactEmail, ContactPhones, ShopName } from './shopContact';

const sections: readonly PolicySection[] = [
  {
    id: 'exchanges',
    heading: 'When we exchange a product',
    body: (
      <>
        <p>We exchange a product only in one of these three cases:</p>
        <ul>
          <li>the goods were damaged in delivery;</li>
          <li>you received a wrong product, not the one you ordered; or</li>
          <li>the product has an original manufacturing defect.</li>
        </ul>
        <p>
          Our oils, pickles, spices and other foods cannot be taken back for any other reason, for example a
          change of mind, because we cannot sell them again once they have left us.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-ask',
    heading: 'How to ask for an exchange',
    body: (
      <>
        <p>
          Send us an e-mail at <ContactEmail /> within 24 hours of delivery. Please include:
        </p>
        <ul>
          <li>
            your order number (you will find it under <Link to="/myaccount">My Profile</Link>, in the Order
            Summary tab);
          </li>
          <li>clear photos of the product, and of the parcel if it arrived damaged; and</li>
          <li>a line or two about what went wrong.</li>
        </ul>
        <p>
          <strong>Requests that reach us later than 24 hours after delivery will be refused.</strong> Please
          open your parcel on the day it arrives.
        </p>
        <p>
          The request must come from the e-mail address registered on our site, that is, the address you
          signed up with. Only the original purchaser, the customer who placed the order, may ask for an
          exchange.
        </p>
      </>
    ),
  },
  {
    id: 'sending-back',
    heading: 'Sending the product back',
    body: (
      <>
        <p>
          Once we have agreed to an exchange, you arrange the return courier and pay for it. We suggest a
          tracked service, and keeping the receipt until we confirm the parcel has reached us.
        </p>
        <p>
          Return the product in its original packaging, together with any manuals, labels and warranty cards
          that came with it.
        </p>
        <p>
          We are not responsible for a parcel that is lost by the courier during the return, so please pack it
          well and choose a courier you trust.
        </p>
      </>
    ),
  },
  {
    id: 'replacement-or-refund',
    heading: 'Replacement or refund',
    body: (
      <>
        <p>
          When the returned product reaches us, we check it and send you a replacement. If no replacement is
          available, for example because a seasonal batch has sold out, we refund the amount you paid for it.
        </p>
        <p>
          Refunds go back to the card, UPI account or bank account you paid from, through our payment
          provider, Razorpay. Your bank may take a few working days to show the money in your account.
        </p>
      </>
    ),
  },
  {
    id: 'cancellation',
    heading: 'Cancelling an order',
    body: (
      <>
        <p>
          You can cancel an order free of charge as long as it has not yet been dispatched. To cancel, e-mail
          us at <ContactEmail /> or call us on <ContactPhones />, and tell us your order number. If you are
          signed in, you can also cancel the order yourself under <Link to="/myaccount">My Profile</Link>.
        </p>
        <p>
          If you had already paid, we refund the full amount to the way you paid. Once an order has been
          dispatched it can no longer be cancelled; if something is wrong with it when it arrives, the
          exchange rules above apply.
        </p>
      </>
    ),
  },
];

/** /refund-cancellation-policy */
export function RefundPolicyPage() {
  return (
    <PolicyLayout
      title="Return and Cancellation Policy"
      description="When we exchange a product, how to ask within 24 hours of delivery, returns, refunds and free cancellation before dispatch."
      intro={
        <p>
          Every order from <ShopName /> is packed by hand and checked before it leaves us. If something still
          goes wrong, this page explains how we put it right, and how to cancel an order you no longer need.
        </p>
      }
      sections={sections}
    />
  );
}
