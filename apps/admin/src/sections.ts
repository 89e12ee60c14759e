import { ROLE_PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@farm/contract';

/**
 * The console's sections, written once (issue 32, item 13): the menu lists those the role reaches, and the Shell
 * guards every address by the section it belongs to, so a page the role may not use shows a refusal in words and
 * none of its forms. The permissions are the contract's (ROLE_PERMISSIONS), the same the server checks.
 */
export interface Section {
  /** The menu's link, and the start of every address of the section. */
  path: string;
  label: string;
  /** What the section is, in a sentence: said when a role may not open it. */
  what: string;
  /** Any one of these lets a role in; none: everyone signed in. */
  needs: readonly Permission[];
}

export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'Today', what: 'The day at a glance.', needs: [] },
  {
    path: '/orders',
    label: 'Orders',
    what: 'The order desk, where orders are accepted, packed and shipped.',
    needs: ['orders.read'],
  },
  {
    path: '/messages',
    label: 'Messages',
    what: 'The e-mails the shop has sent to customers and staff.',
    needs: ['orders.read'],
  },
  {
    path: '/stock',
    label: 'Stock',
    what: 'The count of each size on the shelf, and the lots that come in with their dates.',
    needs: ['stock.write'],
  },
  {
    path: '/preorders',
    label: 'Pre-orders',
    what: 'Sizes sold ahead of their harvest: what is sold and waiting, the harvest, and the packing list.',
    needs: ['orders.read'],
  },
  {
    path: '/recalls',
    label: 'Recalls',
    what: 'Recalls: who got a lot, the list to download, and recalling lots with a message to each customer.',
    needs: ['recalls.run'],
  },
  {
    path: '/products',
    label: 'Products',
    what: 'The products, with their sizes, prices and pictures.',
    needs: ['catalogue.write'],
  },
  {
    path: '/categories',
    label: 'Categories',
    what: 'The categories the products are listed under.',
    needs: ['catalogue.write'],
  },
  {
    path: '/content',
    label: 'Farm content',
    what: 'The farm’s crops, certificates, videos and banner.',
    needs: ['content.write'],
  },
  {
    path: '/pages',
    label: 'Pages',
    what: 'The shop’s pages: about the farm, its policies and questions.',
    needs: ['content.write'],
  },
  {
    path: '/media',
    label: 'Pictures',
    what: 'The library of pictures the shop shows.',
    needs: ['catalogue.write', 'content.write'],
  },
  {
    path: '/settings',
    label: 'Settings',
    what: 'The shop’s settings: its details, shipping rates, payments, stock and backups.',
    needs: ['settings.write'],
  },
  {
    path: '/reviews',
    label: 'Reviews',
    what: 'The customers’ reviews, to answer or hide.',
    needs: ['reviews.moderate'],
  },
  {
    path: '/complaints',
    label: 'Complaints',
    what: 'Customers’ complaints to the grievance officer, with their 48-hour and one-month clocks.',
    needs: ['complaints.answer'],
  },
  {
    path: '/staff',
    label: 'Staff',
    what: 'The staff: inviting people, their roles, removing them.',
    needs: ['staff.manage'],
  },
  {
    path: '/audit',
    label: 'Audit',
    what: 'The audit trail: who changed what, and when.',
    needs: ['audit.read'],
  },
  {
    path: '/account',
    label: 'Account',
    what: 'Your own account: password, two-factor sign-in, sessions.',
    needs: [],
  },
];

/** The section an address belongs to (the longest path it starts with); undefined for no section. */
export function sectionOf(pathname: string): Section | undefined {
  let found: Section | undefined;
  for (const section of SECTIONS) {
    const inside =
      section.path === '/'
        ? pathname === '/'
        : pathname === section.path || pathname.startsWith(`${section.path}/`);
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found;
}

/** Whether a role with these permissions may open the section. */
export function opens(section: Section, can: (permission: Permission) => boolean): boolean {
  return section.needs.length === 0 || section.needs.some(can);
}

const A_ROLE: Record<StaffRole, string> = { owner: 'an owner', manager: 'a manager', packer: 'a packer' };

/** Who may open the section, from the roles' permissions: "Only an owner can", "An owner or a manager can". */
export function whoCan(section: Section): string {
  const roles = STAFF_ROLES.filter((role) => opens(section, (p) => ROLE_PERMISSIONS[role].includes(p)));
  if (roles.length === 1) return `Only ${A_ROLE[roles[0]!]} can open it.`;
  const named = roles.map((role) => A_ROLE[role]);
  const list = `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} can open it.`;
}
