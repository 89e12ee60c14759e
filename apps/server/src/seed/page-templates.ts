import type { PageSlug } from '@farm/contract';

/**
 * The pages a real shop starts with (issue 36): the about texts and the four policy pages, in the project's own words
 * for any small Kerala farm that sells packaged food online. They follow the demo's pages (seed/pages.ts), with every
 * fact of the made-up demo farm taken out: its district, its crops, its history, and the word "organic", which a farm
 * may print only with its certification (FSSAI (Organic Foods) Regulations, 2017). The farm's own facts come in
 * through the {{placeholders}} when a page is shown; each page starts marked "review me" for the farm to read and
 * make its own. The same anchors (`{#…}`) as the demo's, so links between the pages work.
 */
export const TEMPLATE_PAGES: Record<PageSlug, { title: string; body: string }> = {
  about: {
    title: 'What we grow',
    body: `At {{shop_name}} we grow what our land and Kerala’s seasons give, many crops side by side, the way Kerala farms always have. We harvest by hand, and what we sell in this shop is grown on our farm or made in small batches from its harvest. Each product’s page says what is in it, how much the pack holds and how to store it.
`,
  },
  story: {
    title: 'Our story',
    body: `{{shop_name}} is a family farm in Kerala. Like many Kerala farms, ours began by feeding one household: coconuts, rice, spices, milk and whatever the season brought.

We farm the way our grandparents did: we feed the soil, keep animals, plant many crops together and waste nothing. Good soil takes patient years, and the food it gives is food we are happy to give our own children.

As the harvests grew, we began making from them the foods our family has always made. Friends asked for them, then friends of friends. This online shop is for everyone else: you can buy straight from the farm, and every order helps us keep farming this way.
`,
  },
  terms: {
    title: 'Terms and Conditions',
    body: `Thank you for shopping with {{shop_name}}. These terms set out the rules for using our website and buying from our farm, written as plainly as we can.

## About these terms {#about}

This website and its online shop are run by {{shop_name}}, a farm in Kerala (“we”, “us”). These terms apply whenever you use the site or buy from us. By using the site or placing an order, you accept them, so please read them along with our [Privacy Notice](/privacy-policy), [Shipping Policy](/shipping-policy) and [Return and Cancellation Policy](/refund-cancellation-policy).

## Using the site {#use-of-site}

You may browse the site, read about the farm and shop for your own household. Please do not:

- use the site for anything unlawful, or to place false or fraudulent orders;
- try to break into accounts, interfere with the site or overload it;
- post reviews that are abusive, misleading or not about the product; or
- copy our photos, videos and text for other websites or for sale without our written permission.

What we write about our crops, animals and farming is shared from our own experience. It is not medical, nutritional or professional farming advice.

## Your account {#accounts}

You need an account to place an order. Please give us correct details, keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for orders placed from it. You must be 18 or older to open an account.

We may suspend or close an account that is used to break these terms.

## Our products {#products}

Our produce is grown and made by hand, so colour, size, texture and taste can vary a little from batch to batch and from the photos on the site. Weights are as stated on each size. Please read the ingredients on the label if you have an allergy, and store products as the label says.

## Prices {#prices}

All prices are in Indian Rupees (INR, ₹) and include the taxes that apply, unless the site says otherwise. Shipping charges are added separately and shown at checkout before you pay. Prices can change at any time; the price you pay is the one shown when you place the order. If a price on the site is clearly wrong, we may cancel the order and refund you in full.

## Product availability {#availability}

We sell what our farm produces, in small batches and by season, so products can run out or be temporarily unavailable. A product shown as available is not a promise that it is in stock. If we cannot supply something you have ordered, we will tell you and refund what you paid for it.

## Your order and our rights as the seller {#our-rights}

Placing an order is an offer to buy. The contract between us is made when we confirm the order after your payment succeeds. We reserve the right to:

- refuse or cancel any order, for example when a product is unavailable, a price is wrong, or we suspect fraud; when we cancel a paid order, we refund it in full;
- limit the quantity of a product that one customer can buy;
- change, add or stop selling products, and change prices, without notice; and
- update the content of the site and these terms.

## Payments {#payments}

Online payments are handled by Razorpay, a payment gateway licensed in India. You can pay by card, UPI, net banking or wallet, as offered in Razorpay’s payment window. Razorpay’s own terms apply to the payment, and we never see or store your card or bank details.

Your order is confirmed only once the payment has been verified. If money is taken from your account but you do not get an order confirmation, please contact us with the payment details: we will either complete the order or make sure the amount is refunded.

## Delivery, returns and cancellation {#delivery-returns}

How and when we deliver is explained in our [Shipping Policy](/shipping-policy). Exchanges, refunds and cancellations follow our [Return and Cancellation Policy](/refund-cancellation-policy).

## Our content {#content}

The name of the farm, the logo, the photos, videos and texts on this site belong to us or are used with permission. You may share links to our pages, but not copy their content without asking us first.

## Limits of our liability {#liability}

We take great care with our products and our site, but we cannot promise that the site will always be available or free of errors. As far as the law allows, we are not liable for indirect or unforeseeable losses, or for delays and failures caused by events beyond our control, and our total liability for any order is limited to the amount you paid for it. Nothing in these terms takes away your rights as a consumer under Indian law.

## Law and jurisdiction {#law}

These terms are governed by the laws of India. Any dispute about them or about an order will be dealt with by the courts of the district in Kerala where our farm is. Before going to court, please talk to us: most problems are solved with one e-mail or phone call.

## Changes to these terms {#changes}

We may update these terms from time to time. The version on this page, with the date at the top, applies to every order placed while it is shown. For questions about these terms, write to {{contact_email}} or call {{phones}}.
`,
  },
  privacy: {
    title: 'Privacy Notice',
    body: `This notice explains, in plain words, what information {{shop_name}} collects when you visit our website or buy from us, what we do with it and the choices you have.

## Who we are {#who-we-are}

This website and its online shop are run by {{shop_name}}, a farm in Kerala. In this notice, “we” and “us” mean the farm, and “you” means anyone who visits the site or shops with us.

## The information we collect {#what-we-collect}

We only ask for what we need to run the shop:

- **Account details** when you register: your name, e-mail address, mobile number, gender and a password. We store the password only in a scrambled (hashed) form that nobody can read back.
- **Delivery addresses** you save: name, address, landmark, city, state, PIN code and phone number.
- **Orders**: what you bought, the amounts, the delivery address, any special instructions and the status of payment and delivery.
- **Payment references**: when you pay online, our payment provider tells us the payment and order numbers and whether the payment succeeded. We never see or store your card number, CVV, UPI PIN or net-banking password.
- **Reviews** you write, with the name you choose to show next to them.
- **Messages** you send us by e-mail, phone or WhatsApp.
- **Technical details** that every website receives, such as your IP address, browser type and the pages you asked for. Our server keeps these in its logs for a short time to keep the site secure and working.

## What we use it for {#how-we-use-it}

- to take your orders, work out shipping charges, pack and deliver them;
- to contact you about an order, a delivery, an exchange, a cancellation or a refund;
- to run your account, your saved addresses and your order history;
- to publish the reviews you write;
- to keep the site safe, for example by limiting repeated failed sign-in attempts and preventing fraud;
- to understand which products people look for, so we know what to grow and make; and
- to keep the accounting and tax records that Indian law requires.

## Who we share it with {#sharing}

We do not sell or rent your information to anyone. We share only what each of these needs:

- **Courier companies and India Post**: your name, delivery address and phone number, so they can deliver your parcel.
- **Razorpay**, our payment provider: the order amount and the details you enter in its payment window. Razorpay handles them under its own privacy policy.
- **The companies that host our website and e-mail**, which store data on our behalf and may not use it for anything else.
- **Government and law enforcement authorities**, when the law requires us to.

## How we keep it safe {#security}

The site is served over an encrypted (HTTPS) connection. Passwords are stored hashed, payments are handled by Razorpay and never pass through our hands, and only the people who pack and look after orders can see order details. No system is perfectly secure, but we take care, and if we ever learn that your data has been put at risk we will tell you and the authorities as the law requires.

## Cookies and local storage {#cookies}

We do not use advertising or tracking cookies. The site keeps a few things in your own browser:

- **Your cart** is kept in your browser’s local storage, so it is still there when you come back, even if you are not signed in. It stays on your device until you check out or empty it.
- **Your sign-in**: when you sign in, a sign-in key is stored in your browser so you do not have to sign in on every page. Logging out removes it.

Razorpay may set its own cookies while its payment window is open. You can clear your browser’s storage at any time; doing so empties your cart and signs you out.

## How long we keep it {#retention}

We keep your account details for as long as you have an account with us. Order and payment records are kept for as long as Indian tax and accounting laws require, even after an account is closed. Server logs are deleted after a short time.

## Your rights {#your-rights}

You can:

- see your orders and manage your saved addresses yourself under [My Profile](/myaccount);
- ask us for a copy of the personal data we hold about you;
- ask us to correct anything that is wrong or out of date;
- ask us to close your account and delete your data, apart from the records the law requires us to keep;
- withdraw your consent to anything you agreed to earlier; and
- complain to us, and if you are not satisfied, to the Data Protection Board of India.

To do any of these, write to {{contact_email}} from the e-mail address registered on the site. We reply within 30 days.

## Children {#children}

Our shop is meant for adults. If you are under 18, please ask a parent or guardian to place the order for you.

## Changes to this notice {#changes}

If we change how we handle your information, we will update this page and the date at the top. For important changes we will also let registered customers know by e-mail.

## The law that applies {#law}

This notice is governed by the laws of India, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023. For any question or grievance about your data, contact us at {{contact_email}} or on {{phones}}.
`,
  },
  shipping: {
    title: 'Shipping Policy',
    body: `How {{shop_name}} gets your order from our farm to your door: when we dispatch it, how long it takes, what it costs and what we need from you.

Questions about a delivery? E-mail {{contact_email}} or call {{phones}}.

## Where we deliver {#where}

We deliver to addresses in India, through courier companies and India Post. You choose or add the delivery address at checkout.

## When your order leaves the farm {#dispatch}

We dispatch orders within 2-4 business days after payment confirmation. Many of our products are made in small batches, so this gives us time to pack what you ordered fresh from the latest lot.

Business days are Monday to Saturday, except public holidays.

## How long delivery takes {#delivery-time}

Delivery normally takes 5-10 business days, depending on how far you are from us and how well your PIN code is served by the courier. Orders within Kerala usually arrive sooner.

## Shipping charges {#charges}

Shipping charges, if any, are shown at checkout before you pay. They depend on the total weight of your order and on whether it goes to an address in Kerala or elsewhere in India. You never pay anything extra to the courier.

## Delays {#delays}

Once a parcel is with the courier, its journey is out of our hands. We are not liable for delays caused by courier companies, postal authorities, natural calamities such as floods and heavy monsoon rains, or any other causes beyond our control. If your parcel is late, tell us and we will chase it with the courier for you.

## Your delivery address {#address}

We deliver only to the address given at the time of ordering, so please check it, including the PIN code and phone number, before you pay.

Requests to change the address after the order has been dispatched will be refused. If you notice a mistake before dispatch, contact us straight away and we will correct it.

If a parcel cannot be delivered because the address was wrong or incomplete, the costs of re-shipping it are borne by the customer.

## Receiving your parcel {#receiving}

Someone must be available at the address to receive the parcel. Once the courier marks the parcel as delivered, we are not liable for it, so if you will be away, ask a family member or neighbour to receive it for you.

## Damaged or wrong parcels {#problems}

If your order arrives damaged or is not what you ordered, e-mail us within 24 hours of delivery as described in our [Return and Cancellation Policy](/refund-cancellation-policy).
`,
  },
  refund: {
    title: 'Return and Cancellation Policy',
    body: `Every order from {{shop_name}} is packed by hand and checked before it leaves us. If something still goes wrong, this page explains how we put it right, and how to cancel an order you no longer need.

## When we exchange a product {#exchanges}

We exchange a product only in one of these three cases:

- the goods were damaged in delivery;
- you received a wrong product, not the one you ordered; or
- the product has an original manufacturing defect.

Our foods cannot be taken back for any other reason, for example a change of mind, because we cannot sell them again once they have left us.

## How to ask for an exchange {#how-to-ask}

Send us an e-mail at {{contact_email}} within 24 hours of delivery. Please include:

- your order number (you will find it under [My Profile](/myaccount), in the Order Summary tab);
- clear photos of the product, and of the parcel if it arrived damaged; and
- a line or two about what went wrong.

**Requests that reach us later than 24 hours after delivery will be refused.** Please open your parcel on the day it arrives.

The request must come from the e-mail address registered on our site, that is, the address you signed up with. Only the original purchaser, the customer who placed the order, may ask for an exchange.

## Sending the product back {#sending-back}

Once we have agreed to an exchange, you arrange the return courier and pay for it. We suggest a tracked service, and keeping the receipt until we confirm the parcel has reached us.

Return the product in its original packaging, together with any manuals, labels and warranty cards that came with it.

We are not responsible for a parcel that is lost by the courier during the return, so please pack it well and choose a courier you trust.

## Replacement or refund {#replacement-or-refund}

When the returned product reaches us, we check it and send you a replacement. If no replacement is available, for example because a seasonal batch has sold out, we refund the amount you paid for it.

Refunds go back to the card, UPI account or bank account you paid from, through our payment provider, Razorpay. Your bank may take a few working days to show the money in your account.

## Cancelling an order {#cancellation}

You can cancel an order free of charge as long as it has not yet been dispatched. To cancel, e-mail us at {{contact_email}} or call us on {{phones}}, and tell us your order number. If you are signed in, you can also cancel the order yourself under [My Profile](/myaccount).

If you had already paid, we refund the full amount to the way you paid. Once an order has been dispatched it can no longer be cancelled; if something is wrong with it when it arrives, the exchange rules above apply.
`,
  },
};

/**
 * A demo page written as its template with some lines of the demo farm's own (its district, the word "organic"): the
 * policy pages are the same rules for both, written once. Each line to replace must be in the template word for word,
 * so a template edited later cannot silently leave the demo's page behind.
 */
export function demoVersion(
  template: { title: string; body: string },
  lines: readonly (readonly [template: string, demo: string])[],
): { title: string; body: string } {
  let body = template.body;
  for (const [from, to] of lines) {
    if (!body.includes(from)) throw new Error(`The template has no line "${from.slice(0, 60)}…"`);
    body = body.replace(from, () => to);
  }
  return { title: template.title, body };
}
