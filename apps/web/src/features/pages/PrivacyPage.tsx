import { Link } from 'react-router';
import { PolicyLayout, type PolicySection } from './PolicyLayout';
import { ContactEmail, ContactPhones, ShopName } from './shopContact';

const sections: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    body: (
      <p>
        This website and its online shop are run by <ShopName />, a family-run organic farm and food outlet in
        Malappuram district, Kerala. In this notice, “we” and “us” mean the farm, and “you” means anyone who
        visits the site or shops with us.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    heading: 'The information we collect',
    body: (
      <>
        <p>We only ask for what we need to run the shop:</p>
        <ul>
          <li>
            <strong>Account details</strong> when you register: your name, e-mail address, mobile number,
            gender and a password. We store the password only in a scrambled (hashed) form that nobody can
            read back.
          </li>
          <li>
            <strong>Delivery addresses</strong> you save: name, address, landmark, city, state, PIN code and
            phone number.
          </li>
          <li>
            <strong>Orders</strong>: what you bought, the amounts, the delivery address, any special
            instructions and the status of payment and delivery.
          </li>
          <li>
            <strong>Payment references</strong>: when you pay online, our payment provider tells us the
            payment and order numbers and whether the payment succeeded. We never see or store your card
            number, CVV, UPI PIN or net-banking password.
          </li>
          <li>
            <strong>Reviews</strong> you write, with the name you choose to show next to them.
          </li>
          <li>
            <strong>Messages</strong> you send us by e-mail, phone or WhatsApp.
          </li>
          <li>
            <strong>Technical details</strong> that every website receives, such as your IP address, browser
            type and the pages you asked for. Our server keeps these in its logs for a short time to keep the
            site secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'What we use it for',
    body: (
      <ul>
        <li>to take your orders, work out shipping charges, pack and deliver them;</li>
        <li>to contact you about an order, a delivery, an exchange, a cancellation or a refund;</li>
        <li>to run your account, your saved addresses and your order history;</li>
        <li>to publish the reviews you write;</li>
        <li>
          to keep the site safe, for example by limiting repeated failed sign-in attempts and preventing
          fraud;
        </li>
        <li>to understand which products people look for, so we know what to grow and make; and</li>
        <li>to keep the accounting and tax records that Indian law requires.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We do not sell or rent your information to anyone. We share only what each of these needs:</p>
        <ul>
          <li>
            <strong>Courier companies and India Post</strong>: your name, delivery address and phone number,
            so they can deliver your parcel.
          </li>
          <li>
            <strong>Razorpay</strong>, our payment provider: the order amount and the details you enter in its
            payment window. Razorpay handles them under its own privacy policy.
          </li>
          <li>
            <strong>The companies that host our website and e-mail</strong>, which store data on our behalf
            and may not use it for anything else.
          </li>
          <li>
            <strong>Government and law enforcement authorities</strong>, when the law requires us to.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'How we keep it safe',
    body: (
      <p>
        The site is served over an encrypted (HTTPS) connection. Passwords are stored hashed, payments are
        handled by Razorpay and never pass through our hands, and only the people who pack and look after
        orders can see order details. No system is perfectly secure, but we take care, and if we ever learn
        that your data has been put at risk we will tell you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <>
        <p>We do not use advertising or tracking cookies. The site keeps a few things in your own browser:</p>
        <ul>
          <li>
            <strong>Your cart</strong> is kept in your browser’s local storage, so it is still there when you
            come back, even if you are not signed in. It stays on your device until you check out or empty it.
          </li>
          <li>
            <strong>Your sign-in</strong>: when you sign in, a sign-in key is stored in your browser so you do
            not have to sign in on every page. Logging out removes it.
          </li>
        </ul>
        <p>
          Razorpay may set its own cookies while its payment window is open. You can clear your browser’s
          storage at any time; doing so empties your cart and signs you out.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account details for as long as you have an account with us. Order and payment records are
        kept for as long as Indian tax and accounting laws require, even after an account is closed. Server
        logs are deleted after a short time.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>You can:</p>
        <ul>
          <li>
            see your orders and manage your saved addresses yourself under{' '}
            <Link to="/myaccount">My Profile</Link>;
          </li>
          <li>ask us for a copy of the personal data we hold about you;</li>
          <li>ask us to correct anything that is wrong or out of date;</li>
          <li>
            ask us to close your account and delete your data, apart from the records the law requires us to
            keep;
          </li>
          <li>withdraw your consent to anything you agreed to earlier; and</li>
          <li>complain to us, and if you are not satisfied, to the Data Protection Board of India.</li>
        </ul>
        <p>
          To do any of these, write to <ContactEmail /> from the e-mail address registered on the site. We
          reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Our shop is meant for adults. If you are under 18, please ask a parent or guardian to place the order
        for you.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this notice',
    body: (
      <p>
        If we change how we handle your information, we will update this page and the date at the top. For
        important changes we will also let registered customers know by e-mail.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'The law that applies',
    body: (
      <p>
        This notice is governed by the laws of India, including the Information Technology Act, 2000 and the
        Digital Personal Data Protection Act, 2023. For any question or grievance about your data, contact us
        at <ContactEmail /> or on <ContactPhones />.
      </p>
    ),
  },
];

/** /privacy-policy */
export function PrivacyPage() {
  return (
    <PolicyLayout
      title="Privacy Notice"
      description="What personal data our farm shop collects, why, who we share it with, how we keep it safe, cookies and local storage, and your rights under Indian law."
      intro={
        <p>
          This notice explains, in plain words, what information <ShopName /> collects when you visit our
          website or buy from us, what we do with it and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
