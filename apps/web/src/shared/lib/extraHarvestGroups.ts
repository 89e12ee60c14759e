import { EXTRA_HARVEST_GROUPS, type ExtraHarvestGroup } from '@farm/contract/constants';

/** What the Extra Harvest pages say about each group: a description and exactly three key features. */
export interface ExtraHarvestGroupInfo {
  group: ExtraHarvestGroup;
  description: string;
  features: readonly [string, string, string];
}

const COPY: Record<ExtraHarvestGroup, Omit<ExtraHarvestGroupInfo, 'group'>> = {
  'Tubers and Spices': {
    description:
      'Under the coconut palms the soil is never idle. Tapioca, yam, colocasia and elephant foot yam grow in mounds beside ginger, turmeric and a few cardamom clumps. The tubers carry our kitchen through the monsoon, and the spices are dried on the terrace in small lots.',
    features: [
      'Tubers planted on mounds just before the rains',
      'Spices sun-dried on the terrace, a few kilos at a time',
      'Seed tubers and rhizomes saved from our own crop',
    ],
  },
  Fruits: {
    description:
      'Jackfruit, mango, papaya, guava, rambutan and several kinds of banana grow around the house and along the boundary. We let the fruit ripen on the tree, eat what we can fresh, and turn the rest into chips, jams and squashes.',
    features: [
      'Ripened on the tree, never with carbide',
      'Old native trees next to young grafted ones',
      'Surplus fruit becomes chips, jams and squashes',
    ],
  },
  Herbs: {
    description:
      'Tulsi, curry leaf, brahmi, panikoorka, lemongrass and adalodakam: the herbs of a Kerala home garden grow a few steps from our kitchen door. They are picked every day for cooking, herbal water and the old home remedies our grandmother taught us.',
    features: [
      'Picked fresh every morning, close to the kitchen',
      'Medicinal plants known to every Kerala household',
      'Fed only with compost and jeevamrutham',
    ],
  },
  Vegetables: {
    description:
      'Our vegetable beds follow the seasons. After the rains come amaranth, okra, brinjal, long beans and green chillies; in summer, bitter gourd, snake gourd, ash gourd and pumpkin climb the pandals. What the family does not eat goes to the outlet the same day.',
    features: [
      'Grown from seed we save ourselves',
      'Pests kept down with neem, traps and companion plants',
      'Beds rotated every season so the soil can rest',
    ],
  },
  'Animal Care and Maintenance': {
    description:
      'Cows, goats, country hens and ducks are part of the farm, not a sideline. They turn grass, straw and kitchen scraps into milk, eggs and the manure that feeds every crop, and we look after them like members of the household.',
    features: [
      'Local breeds fed on fodder grown on the farm',
      'Dung and urine become compost, biogas and jeevamrutham',
      'Clean sheds, daily care and regular visits from the vet',
    ],
  },
  'Ornamental Plants': {
    description:
      'Hibiscus, jasmine, ixora, bougainvillea and crotons line the paths and hedges. They make the farm a pleasure to walk through, and their flowers bring in the bees and butterflies that pollinate our vegetables and fruit trees.',
    features: [
      'Flowering hedges that feed bees and butterflies',
      'New plants raised from cuttings in our own nursery',
      'Flowers for the pooja room and the Onam pookalam',
    ],
  },
  'Garden Plants': {
    description:
      'The plants we would suggest for any home garden in Kerala: drumstick, chekkurmanis, bird’s eye chilli, dwarf banana and vegetables in grow bags. We grow them the way a family with a small yard or a terrace would, to show how much a little space can give.',
    features: [
      'Suited to small yards, terraces and grow bags',
      'Hardy plants that need little water once settled',
      'Simple care that anyone can copy at home',
    ],
  },
  'Aquatic Plants': {
    description:
      'The farm pond stores the monsoon rain for the dry months. Lotus and water lilies flower on it, fish keep the mosquitoes away, and a corner is given to azolla, a tiny floating fern that we feed to the hens and cows.',
    features: [
      'Azolla grown as a green, protein-rich feed',
      'Lotus and water lilies in a rain-fed pond',
      'Pond water irrigates the farm through summer',
    ],
  },
};

/** The eight groups in the order of EXTRA_HARVEST_GROUPS, each with its copy. */
export const EXTRA_HARVEST_INFO: readonly ExtraHarvestGroupInfo[] = EXTRA_HARVEST_GROUPS.map((group) => ({
  group,
  ...COPY[group],
}));

export function groupInfo(group: ExtraHarvestGroup): ExtraHarvestGroupInfo {
  return { group, ...COPY[group] };
}

/** The page of a group. The canonical name goes in the path as it is; the router encodes the spaces. */
export function groupPath(group: string): string {
  return `/extraharvestfromfarm/${group}`;
}

export const mostHarvestPath = (id: number) => `/mostharvestfromfarm/${id}`;
export const extraHarvestPath = (id: number) => `/extraharvestfromfarm/detail/${id}`;

/** A crop id from the address: a positive whole number, or undefined for anything else ("3abc", "0", "-1"). */
export function parseCropId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
