/**
 * Motifs the icon set has no picture for, drawn for this project in the same form as its icons (a 32×32 viewBox):
 * turmeric (its root has the ginger's shape but is orange inside), and the Indian gooseberry (nellikka: pale green,
 * round, with faint segments). Ids are not used, so they can be embedded any number of times.
 */
export const OWN_MOTIFS: Record<string, string> = {
  'turmeric-root':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" fill="none">' +
    '<ellipse cx="14" cy="18" rx="10" ry="5.5" transform="rotate(-18 14 18)" fill="#B7793A"/>' +
    '<ellipse cx="22.5" cy="11.5" rx="5.5" ry="3.2" transform="rotate(-52 22.5 11.5)" fill="#A86A30"/>' +
    '<ellipse cx="8" cy="12" rx="4.6" ry="2.8" transform="rotate(58 8 12)" fill="#A86A30"/>' +
    '<ellipse cx="18" cy="25" rx="4.4" ry="2.6" transform="rotate(-8 18 25)" fill="#9C5F2A"/>' +
    '<path d="M7 19.5c3 .8 8.5.4 13.5-2.2M9.5 15.8c2.6.6 6.3.3 9.2-1.2" stroke="#8A5224" stroke-width=".7" stroke-linecap="round"/>' +
    '<ellipse cx="26.2" cy="7.4" rx="2.6" ry="2.2" fill="#F28C0F"/>' +
    '<ellipse cx="26.2" cy="7.4" rx="1.5" ry="1.2" fill="#FFB020"/>' +
    '<ellipse cx="5.6" cy="8.6" rx="2.2" ry="1.9" fill="#F28C0F"/>' +
    '<ellipse cx="5.6" cy="8.6" rx="1.2" ry="1" fill="#FFB020"/>' +
    '</svg>',
  'indian-gooseberry':
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" fill="none">' +
    '<circle cx="10.5" cy="19.5" r="7.5" fill="#B9D36A"/>' +
    '<circle cx="21.5" cy="19.5" r="7.5" fill="#C6DC7A"/>' +
    '<circle cx="16" cy="11" r="7.5" fill="#D2E38A"/>' +
    '<path d="M10.5 12.4c-2.4 3.8-2.4 10.4 0 14.2M10.5 12.4c2.4 3.8 2.4 10.4 0 14.2" stroke="#93AE48" stroke-width=".6"/>' +
    '<path d="M21.5 12.4c-2.4 3.8-2.4 10.4 0 14.2M21.5 12.4c2.4 3.8 2.4 10.4 0 14.2" stroke="#9DB853" stroke-width=".6"/>' +
    '<path d="M16 3.9c-2.4 3.8-2.4 10.4 0 14.2M16 3.9c2.4 3.8 2.4 10.4 0 14.2" stroke="#A7C05C" stroke-width=".6"/>' +
    '<ellipse cx="13.6" cy="8.2" rx="2" ry="1.3" fill="#F1F7D2" opacity=".8"/>' +
    '<ellipse cx="8.2" cy="16.8" rx="1.6" ry="1" fill="#EEF5CC" opacity=".7"/>' +
    '<ellipse cx="19.3" cy="16.8" rx="1.6" ry="1" fill="#EEF5CC" opacity=".7"/>' +
    '<path d="M16 3.6c.2-1.2.9-2 1.8-2.4" stroke="#6B7F2E" stroke-width=".9" stroke-linecap="round"/>' +
    '</svg>',
};
