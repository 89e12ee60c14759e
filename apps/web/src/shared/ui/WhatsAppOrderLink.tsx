import { NOTIFICATION_MESSAGES, orderWhatsAppText, whatsAppLink, type Order } from '@farm/contract';
import { Trans } from '@lingui/react/macro';
import { useSiteQuery } from '../api/api';
import { useText } from '../i18n/useText';

/**
 * "Send this order to the farm on WhatsApp": a click-to-chat link (no API) to the shop's number from its settings,
 * with the order's number and lines typed in, ready to send. Nothing when the shop has no WhatsApp number.
 */
export function WhatsAppOrderLink({
  order,
  className = 'button button-outline',
}: {
  order: Order;
  className?: string;
}) {
  const { data: site } = useSiteQuery();
  const text = useText();
  const orderNo = order.order_no;
  const href = whatsAppLink(site?.whatsapp_number ?? '', orderWhatsAppText(order));
  if (!href) return null;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {text(NOTIFICATION_MESSAGES.whatsAppToFarm)}
      <span className="visually-hidden">
        {' '}
        <Trans>(order {orderNo}, opens WhatsApp)</Trans>
      </span>
    </a>
  );
}
