import { EXTRA_HARVEST_GROUPS, type ExtraHarvestGroup } from '@farm/contract/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the Extra Harvest pages show of each group, in the page's language. The group's English name stays the key:
 * it is what addresses and the API's `category` say on both languages' pages.
 */
export interface ExtraHarvestGroupInfo {
  group: ExtraHarvestGroup;
  name: MessageDescriptor;
  description: MessageDescriptor;
  features: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
}

const COPY: Record<ExtraHarvestGroup, Omit<ExtraHarvestGroupInfo, 'group'>> = {
  'Tubers and Spices': {
    name: msg`Tubers and Spices`,
    description: msg`Under the coconut palms the soil is never idle. Tapioca, yam, colocasia and elephant foot yam grow in mounds beside ginger, turmeric and a few cardamom clumps. The tubers carry our kitchen through the monsoon, and the spices are dried on the terrace in small lots.`,
    features: [
      msg`Tubers planted on mounds just before the rains`,
      msg`Spices sun-dried on the terrace, a few kilos at a time`,
      msg`Seed tubers and rhizomes saved from our own crop`,
    ],
  },
  Fruits: {
    name: msg`Fruits`,
    description: msg`Jackfruit, mango, papaya, guava, rambutan and several kinds of banana grow around the house and along the boundary. We let the fruit ripen on the tree, eat what we can fresh, and turn the rest into chips, jams and squashes.`,
    features: [
      msg`Ripened on the tree, never with carbide`,
      msg`Old native trees next to young grafted ones`,
      msg`Surplus fruit becomes chips, jams and squashes`,
    ],
  },
  Herbs: {
    name: msg`Herbs`,
    description: msg`Tulsi, curry leaf, brahmi, panikoorka, lemongrass and adalodakam: the herbs of a Kerala home garden grow a few steps from our kitchen door. They are picked every day for cooking, herbal water and the old home remedies our grandmother taught us.`,
    features: [
      msg`Picked fresh every morning, close to the kitchen`,
      msg`Medicinal plants known to every Kerala household`,
      msg`Fed only with compost and jeevamrutham`,
    ],
  },
  Vegetables: {
    name: msg`Vegetables`,
    description: msg`Our vegetable beds follow the seasons. After the rains come amaranth, okra, brinjal, long beans and green chillies; in summer, bitter gourd, snake gourd, ash gourd and pumpkin climb the pandals. What the family does not eat goes to the outlet the same day.`,
    features: [
      msg`Grown from seed we save ourselves`,
      msg`Pests kept down with neem, traps and companion plants`,
      msg`Beds rotated every season so the soil can rest`,
    ],
  },
  'Animal Care and Maintenance': {
    name: msg`Animal Care and Maintenance`,
    description: msg`Cows, goats, country hens and ducks are part of the farm, not a sideline. They turn grass, straw and kitchen scraps into milk, eggs and the manure that feeds every crop, and we look after them like members of the household.`,
    features: [
      msg`Local breeds fed on fodder grown on the farm`,
      msg`Dung and urine become compost, biogas and jeevamrutham`,
      msg`Clean sheds, daily care and regular visits from the vet`,
    ],
  },
  'Ornamental Plants': {
    name: msg`Ornamental Plants`,
    description: msg`Hibiscus, jasmine, ixora, bougainvillea and crotons line the paths and hedges. They make the farm a pleasure to walk through, and their flowers bring in the bees and butterflies that pollinate our vegetables and fruit trees.`,
    features: [
      msg`Flowering hedges that feed bees and butterflies`,
      msg`New plants raised from cuttings in our own nursery`,
      msg`Flowers for the pooja room and the Onam pookalam`,
    ],
  },
  'Garden Plants': {
    name: msg`Garden Plants`,
    description: msg`The plants we would suggest for any home garden in Kerala: drumstick, chekkurmanis, bird’s eye chilli, dwarf banana and vegetables in grow bags. We grow them the way a family with a small yard or a terrace would, to show how much a little space can give.`,
    features: [
      msg`Suited to small yards, terraces and grow bags`,
      msg`Hardy plants that need little water once settled`,
      msg`Simple care that anyone can copy at home`,
    ],
  },
  'Aquatic Plants': {
    name: msg`Aquatic Plants`,
    description: msg`The farm pond stores the monsoon rain for the dry months. Lotus and water lilies flower on it, fish keep the mosquitoes away, and a corner is given to azolla, a tiny floating fern that we feed to the hens and cows.`,
    features: [
      msg`Azolla grown as a green, protein-rich feed`,
      msg`Lotus and water lilies in a rain-fed pond`,
      msg`Pond water irrigates the farm through summer`,
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

/** A group's name to show (its English name is what goes in addresses and queries). */
export function groupName(group: ExtraHarvestGroup): MessageDescriptor {
  return COPY[group].name;
}
