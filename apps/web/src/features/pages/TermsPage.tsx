import { Link } from 'react-router';
import { PolicyLayout, type PolicySection } from './PolicyLayout';
import { ContactEmail, ContactPhones, ShopName } from './shopContact';

const sections: readonly PolicySection[] = [
  {
    id: 'about',
    heading: 'About these terms',
    body: (
      <>
        <p>
          This website and its online shop are run by <ShopName />, an organic farm in Malappuram district,
          Kerala (“we”, “us”). These terms apply whenever you use the site or buy from us. By using the site
          or placing an order, you accept them, so please read them along with our{' '}
          <Link to="/privacy-policy">Privacy Notice</Link>, <Link to="/shipping-policy">Shipping Policy</Link>{' '}
          and <Link to="/refund-cancellation-policy">Return and Cancellation Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'use-of-site',
    heading: 'Using the site',
    body: (
      <>
        <p>You may browse the site, read about the farm and shop for your own household. Please do not:</p>
        <ul>
          <li>use the site for anything unlawful, or to place false or fraudulent orders;</li>
          <li>try to break into accounts, interfere with the site or overload it;</li>
          <li>post reviews that are abusive, misleading or not about the product; or</li>
          <li>
            copy our photos, videos and text for other websites or for sale without our written permission.
          </li>
        </ul>
        <p>
          What we write about our crops, animals and farming is shared from our own experience. It is not
          medical, nutritional or professional farming advice.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <>
        <p>
          You need an account to place an order. Please give us correct details, keep your password to
          yourself and tell us at once if you think someone else has used your account. You are responsible
          for orders placed from it. You must be 18 or older to open an account.
        </p>
        <p>We may suspend or close an account that is used to break these terms.</p>
      </>
    ),
  },
  {
    id: 'products',
    heading: 'Our products',
    body: (
      <p>
        Our produce is grown and made by hand, so colour, size, texture and taste can vary a little from batch
        to batch and from the photos on the site. Weights are as stated on each size. Please read the
        ingredients on the label if you have an allergy, and store products as the label says.
      </p>
    ),
  },
  {
    id: 'prices',
    heading: 'Prices',
    body: (
      <p>
        All prices are in Indian Rupees (INR, ₹) and include the taxes that apply, unless the site says
        otherwise. Shipping charges are added separately and shown at checkout before you pay. Prices can
        change at any time; the price you pay is the one shown when you place the order. If a price on the
        site is clearly wrong, we may cancel the order and refund you in full.
      </p>
    ),
  },
  {
    id: 'availability',
    heading: 'Product availability',
    body: (
      <p>
        We sell what our farm produces, in small batches and by season, so products can run out or be
        temporarily unavailable. A product shown as available is not a promise that it is in stock. If we
        cannot supply something you have ordered, we will tell you and refund what you paid for it.
      </p>
    ),
  },
  {
    id: 'our-rights',
    heading: 'Your order and our rights as the seller',
    body: (
      <>
        <p>
          Placing an order is an offer to buy. The contract between us is made when we confirm the order after
          your payment succeeds. We reserve the right to:
        </p>
        <ul>
          <li>
            refuse or cancel any order, for example when a product is unavailable, a price is wrong, or we
            suspect fraud; when we cancel a paid order, we refund it in full;
          </li>
          <li>limit the quantity of a product that one customer can buy;</li>
          <li>change, add or stop selling products, and change prices, without notice; and</li>
          <li>update the content of the site and these terms.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'payments',
    heading: 'Payments',
    body: (
      <>
        <p>
          Online payments are handled by Razorpay, a payment gateway licensed in India. You can pay by card,
          UPI, net banking or wallet, as offered in Razorpay’s payment window. Razorpay’s own terms apply to
          the payment, and we never see or store your card or bank details.
        </p>
        <p>
          Your order is confirmed only once the payment has been verified. If money is taken from your account
          but you do not get an order confirmation, please contact us with the payment details: we will either
          complete the order or make sure the amount is refunded.
        </p>
      </>
    ),
  },
  {
    id: 'delivery-returns',
    heading: 'Delivery, returns and cancellation',
    body: (
      <p>
        How and when we deliver is explained in our <Link to="/shipping-policy">Shipping Policy</Link>.
        Exchanges, refunds and cancellations follow our{' '}
        <Link to="/refund-cancellation-policy">Return and Cancellation Policy</Link>.
      </p>
    ),
  },
  {
    id: 'content',
    heading: 'Our content',
    body: (
      <p>
        The name of the farm, the logo, the photos, videos and texts on this site belong to us or are used
        with permission. You may share links to our pages, but not copy their content without asking us first.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Limits of our liability',
    body: (
      <p>
        We take great care with our products and our site, but we cannot promise that the site will always be
        available or free of errors. As far as the law allows, we are not liable for indirect or unforeseeable
        losses, or for delays and failures caused by events beyond our control, and our total liability for
        any order is limited to the amount you paid for it. Nothing in these terms takes away your rights as a
        consumer under Indian law.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Law and jurisdiction',
    body: (
      <p>
        These terms are governed by the laws of India. Any dispute about them or about an order will be dealt
        with by the courts of Malappuram district, Kerala. Before going to court, please talk to us: most
        problems are solved with one e-mail or phone call.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The version on this page, with the date at the top,
        applies to every order placed while it is shown. For questions about these terms, write to{' '}
        <ContactEmail /> or call <ContactPhones />.
      </p>
    ),
  },
];

/** /terms-and-conditions */
export function TermsPage() {
  return (
    <PolicyLayout
      title="Terms and Conditions"
      description="The terms for using our farm shop's website and buying from us: accounts, prices in INR, availability, payments by Razorpay, liability and the law of India."
      intro={
        <p>
          Thank you for shopping with <ShopName />. These terms set out the rules for using our website and
          buying from our farm, written as plainly as we can.
        </p>
      }
      sections={sections}
    />
  );
}
