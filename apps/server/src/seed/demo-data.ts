/**
 * The demo shop: an invented family farm in Malappuram district, Kerala, its value-added products, the crops and
 * animals it keeps, and the rest of the content the storefront shows. Every name, address, number and certificate
 * here is made up for the demo; the e-mail and web addresses use the reserved `.example` domain.
 */
import { IMAGE_BASES, MAX_PARCEL_GRAMS } from '@farm/contract';
import { withMalayalam } from './demo-malayalam.js';
import type { DemoData } from './demo-types.js';

/** Joins paragraphs of a plain-text description. */
const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** A film of the demo's own (media/films), as the address the shop serves it from. */
const demoFilm = (file: string): string => `/uploads/${IMAGE_BASES.video}/${file}`;

/** Key features as the HTML list the crop pages show. */
const features = (...items: string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const english: DemoData = {
  shop: {
    name: 'Pachakkuda Organic Farm',
    tagline: 'We plant with the rains, harvest by hand and care for every animal on our farm.',
    contact_email: 'hello@pachakkuda.example',
    orders_email: 'orders@pachakkuda.example',
    phone_primary: '+91 94471 26830',
    phone_secondary: '+91 98952 47161',
    whatsapp_number: '9447126830',
    website: 'https://www.pachakkuda.example',
    farm_address: 'Pachakkuda Organic Farm, Kalikavu Road, Wandoor, Malappuram District, Kerala 679328',
    outlet_address:
      'Pachakkuda Farm Foods, Near Municipal Bus Stand, Manjeri, Malappuram District, Kerala 676121',
    youtube_url: 'https://www.youtube.com/@pachakkudafarm',
    instagram_url: 'https://www.instagram.com/pachakkudafarm',
    facebook_url: 'https://www.facebook.com/pachakkudafarm',
    order_prefix: 'PK',
  },

  categories: [
    {
      key: 'oils',
      name: 'Cold-Pressed Oils and Ghee',
      name_mal: 'ചക്കിലാട്ടിയ എണ്ണകളും നെയ്യും',
      description:
        'Coconut and sesame oils pressed slowly in our wooden chakku, and ghee churned from the milk of our own cows. Nothing refined, nothing added.',
      image: 'oils.svg',
      motif: 'coconut',
      colour: '#c9a227',
    },
    {
      key: 'spices',
      name: 'Spices and Masalas',
      name_mal: 'സുഗന്ധവ്യഞ്ജനങ്ങളും മസാലകളും',
      description:
        'Pepper, turmeric, ginger and nutmeg from our own plots, sun-dried on the terrace and ground in small lots, plus the masalas we roast for our kitchen.',
      image: 'spices.svg',
      motif: 'hot-pepper',
      colour: '#b5452b',
    },
    {
      key: 'honey',
      name: 'Honey and Honey Preserves',
      name_mal: 'തേനും തേൻ വിഭവങ്ങളും',
      description:
        'Raw honey from the bee boxes under our coconut palms, rare stingless-bee honey, and fruit and garlic slowly steeped in honey.',
      image: 'honey.svg',
      motif: 'honey-pot',
      colour: '#e0a526',
    },
    {
      key: 'pickles',
      name: 'Pickles',
      name_mal: 'അച്ചാറുകൾ',
      description:
        'Homestyle Kerala pickles made from the mangoes, limes, bilimbi and kanthari chillies of our farm, matured in jars without artificial preservatives.',
      image: 'pickles.svg',
      motif: 'mango',
      colour: '#9c3d2e',
    },
    {
      key: 'snacks',
      name: 'Chips and Snacks',
      name_mal: 'ഉപ്പേരിയും പലഹാരങ്ങളും',
      description:
        'Banana, jackfruit and tapioca chips fried in our own coconut oil, and the crisp rose cookies of a Kerala festival table.',
      image: 'snacks.svg',
      motif: 'banana',
      colour: '#d98c1f',
    },
    {
      key: 'grains',
      name: 'Rice, Flours and Grains',
      name_mal: 'അരി, പൊടികൾ, ധാന്യങ്ങൾ',
      description:
        'Red rice from our paddy fields, the roasted flours for puttu and pathiri, rice flakes and Nendran banana powder.',
      image: 'grains.svg',
      motif: 'sheaf-of-rice',
      colour: '#8a6a3b',
    },
    {
      key: 'teas',
      name: 'Herbal Teas and Coffee',
      name_mal: 'ഔഷധച്ചായയും കാപ്പിയും',
      description:
        'Lemongrass, tulsi and butterfly pea flowers dried in the shade, our spiced chukku kappi mix, and robusta coffee from the upper slope.',
      image: 'teas.svg',
      motif: 'teacup-without-handle',
      colour: '#4f7a3a',
    },
  ],

  products: [
    // Cold-pressed oils and ghee
    {
      category: 'oils',
      product_name: 'Virgin Coconut Oil',
      product_name_mal: 'വെർജിൻ വെളിച്ചെണ്ണ',
      product_slug: 'virgin-coconut-oil',
      sku: 'OIL-VCO-001',
      description: paragraphs(
        'Our virgin coconut oil is made from fresh, fully mature coconuts picked from our own West Coast Tall palms. It never touches heat: the oil separates naturally from fresh coconut milk, so it keeps the clean, sweet smell of a coconut just cracked open in the kitchen.',
        'We grate the kernels on the same day the nuts are husked, squeeze out the thick milk and let it rest in steel vessels for about a day and a half. The clear oil that rises to the top is skimmed by hand, filtered through layers of cotton cloth and bottled in small batches, which is why every bottle carries a batch number written by one of us.',
        'Take a spoonful in the morning, drizzle it over hot rice and sambar, use it for light sauteing, or warm a little for a gentle massage for babies and elders. It turns solid and white below about 24 °C; stand the bottle in warm water for a few minutes and it melts back to clear.',
      ),
      image: 'virgin-coconut-oil.svg',
      gallery: ['virgin-coconut-oil-2.svg', 'virgin-coconut-oil-3.svg', 'virgin-coconut-oil-4.svg'],
      art: { container: 'bottle', motif: 'coconut', colour: '#2f7d5b' },
      featured: true,
      video_link: demoFilm('making-virgin-coconut-oil.mp4'),
      sizes: [
        { size: '250 ml', weight_grams: 330, original_price: 225 },
        { size: '500 ml', weight_grams: 600, original_price: 420, offer_price: 395 },
        { size: '1 L', weight_grams: 1120, original_price: 790, offer_price: 740 },
      ],
    },
    {
      category: 'oils',
      product_name: 'Cold-Pressed Coconut Oil',
      product_name_mal: 'ചക്കിലാട്ടിയ വെളിച്ചെണ്ണ',
      product_slug: 'cold-pressed-coconut-oil',
      sku: 'OIL-CCO-002',
      description: paragraphs(
        'This is the everyday coconut oil of a Malabar kitchen, pressed the slow way in a wooden chakku from copra we dry ourselves. Nothing is added and nothing is taken out, apart from the fine sediment that settles at the bottom of the tank.',
        'After every harvest the coconuts are split and the kernels are sun-dried on the terrace for five to six days, until they rattle in the shell. The copra is crushed in our wooden rotary press at a low speed, so the oil stays cool and keeps its full, nutty aroma. We let it stand for a week, draw off the clear oil and fill the bottles by hand.',
        'Use it for frying banana chips, tempering mustard seeds and curry leaves, and finishing avial and thoran, or warm a little for an oil bath before a weekend head bath. Store it away from sunlight with the cap closed.',
      ),
      image: 'cold-pressed-coconut-oil.svg',
      gallery: ['cold-pressed-coconut-oil-2.svg', 'cold-pressed-coconut-oil-3.svg'],
      art: { container: 'bottle', motif: 'palm-tree', colour: '#3d8c40' },
      featured: true,
      sizes: [
        { size: '500 ml', weight_grams: 560, original_price: 190 },
        { size: '1 L', weight_grams: 1060, original_price: 360, offer_price: 345 },
        { size: '2 L', weight_grams: 2120, original_price: 710, in_stock: false },
      ],
    },
    {
      category: 'oils',
      product_name: 'Cold-Pressed Sesame Oil',
      product_name_mal: 'ചക്കിലാട്ടിയ നല്ലെണ്ണ',
      product_slug: 'cold-pressed-sesame-oil',
      sku: 'OIL-SES-003',
      description: paragraphs(
        'Nallenna, the golden sesame oil our grandparents used for everything from frying pappadam to the weekly oil bath. We press it in the same wooden chakku as our coconut oil, from sesame sown on our paddy land in the dry months after the Mundakan harvest and from a few neighbours who farm the same way.',
        'The seeds are cleaned, sun-dried and crushed with a little palm jaggery, as it was always done, which helps the oil separate and gives it a round, mellow taste. The oil rests for ten days before we bottle it.',
        'Pour it over idli podi, use it in pickles and for deep-frying, or warm it with a few peppercorns and a clove of garlic for a soothing massage oil.',
      ),
      image: 'cold-pressed-sesame-oil.svg',
      gallery: ['cold-pressed-sesame-oil-2.svg'],
      art: { container: 'bottle', motif: 'droplet', colour: '#a0702a' },
      sizes: [
        { size: '500 ml', weight_grams: 560, original_price: 280 },
        { size: '1 L', weight_grams: 1060, original_price: 540 },
      ],
    },
    {
      category: 'oils',
      product_name: 'Nadan Cow Ghee',
      product_name_mal: 'നാടൻ പശുവിൻ നെയ്യ്',
      product_slug: 'nadan-cow-ghee',
      sku: 'OIL-GHE-004',
      description: paragraphs(
        'Golden, grainy ghee made from the milk of our own cows, who spend their mornings tethered in the shade of the coconut palms and come home to a shed full of green fodder cut that same day.',
        "The milk is set into curd overnight with a spoon of yesterday's culture, churned with a wooden mathu at dawn, and the butter is melted slowly in a heavy uruli over a firewood stove until it turns clear and smells of roasted nuts. A few curry leaves go in at the very end, just as our mother always did. A litre of ghee takes around twenty-five litres of milk, so every batch is small.",
        'Stir a spoonful into hot kanji or rice with parippu, use it for payasam and neyyappam, or brush it over warm pathiri.',
      ),
      image: 'nadan-cow-ghee.svg',
      gallery: ['nadan-cow-ghee-2.svg', 'nadan-cow-ghee-3.svg'],
      art: { container: 'tin', motif: 'cow', colour: '#d4a017' },
      featured: true,
      sizes: [
        { size: '200 g', weight_grams: 290, original_price: 450 },
        { size: '500 g', weight_grams: 650, original_price: 1050, offer_price: 990 },
      ],
    },

    // Spices and masalas
    {
      category: 'spices',
      product_name: 'Black Pepper (Whole)',
      product_name_mal: 'കുരുമുളക്',
      product_slug: 'black-pepper-whole',
      sku: 'SPI-BPW-001',
      description: paragraphs(
        'Bold, sharp black pepper from the vines that climb our arecanut palms and silver oaks. Malabar pepper is known for its heat and perfume, and we pick ours only when a berry or two on each spike has begun to turn red, which gives fuller, heavier corns.',
        'The spikes are threshed by hand, dipped for a minute in hot water to clean them and help them dry evenly, then spread on bamboo mats in the January sun for about five days. We winnow and sort the corns twice to take out light berries and bits of stalk.',
        'Grind it fresh for pepper chicken and rasam, crush a few corns into black tea with honey when your throat is sore, or keep a pepper mill on the dining table.',
      ),
      image: 'black-pepper-whole.svg',
      gallery: ['black-pepper-whole-2.svg', 'black-pepper-whole-3.svg', 'black-pepper-whole-4.svg'],
      art: { container: 'pouch', motif: 'herb', colour: '#2e2e2e' },
      featured: true,
      sizes: [
        { size: '100 g', weight_grams: 125, original_price: 110 },
        { size: '250 g', weight_grams: 290, original_price: 260, offer_price: 245 },
        { size: '500 g', weight_grams: 550, original_price: 499 },
      ],
    },
    {
      category: 'spices',
      product_name: 'Black Pepper Powder',
      product_name_mal: 'കുരുമുളക് പൊടി',
      product_slug: 'black-pepper-powder',
      sku: 'SPI-BPP-002',
      description: paragraphs(
        'The same farm-dried Malabar pepper as our whole corns, ground in small lots so the powder is still fragrant when it reaches you. We grind it slowly in a stone-plate mill so the spice never heats up.',
        'Sprinkle it over omelettes, fried eggs, cut fruit and buttered toast, or stir it into chicken stew and mushroom roast at the end of cooking. Keep the pouch sealed after opening, because ground pepper loses its aroma quickly in open air.',
      ),
      image: 'black-pepper-powder.svg',
      gallery: ['black-pepper-powder-2.svg'],
      art: { container: 'pouch', motif: 'salt', colour: '#4a4038' },
      sizes: [
        { size: '100 g', weight_grams: 125, original_price: 125 },
        { size: '200 g', weight_grams: 235, original_price: 240 },
      ],
    },
    {
      category: 'spices',
      product_name: 'Turmeric Powder',
      product_name_mal: 'മഞ്ഞൾപ്പൊടി',
      product_slug: 'turmeric-powder',
      sku: 'SPI-TUR-003',
      description: paragraphs(
        'Bright, earthy turmeric powder from rhizomes grown on our raised beds under the young coconut palms. We plant a high-curcumin variety, and you will see the difference as soon as you open the pouch: a deep orange-yellow colour and a fresh, slightly peppery smell.',
        'The rhizomes are lifted in January when the leaves turn yellow, washed, boiled in big vessels until soft, and dried in the sun for nearly two weeks. Only then are they polished, ground and sieved. No colour, starch or filler is ever added.',
        'Use a pinch in every curry and fish marinade, stir it into warm milk with pepper at bedtime, or mix it with gram flour for a simple face pack.',
      ),
      image: 'turmeric-powder.svg',
      gallery: ['turmeric-powder-2.svg', 'turmeric-powder-3.svg'],
      art: { container: 'pouch', motif: 'turmeric-root', colour: '#e3a008' },
      featured: true,
      sizes: [
        { size: '250 g', weight_grams: 280, original_price: 120 },
        { size: '500 g', weight_grams: 540, original_price: 230, offer_price: 215 },
        { size: '1 kg', weight_grams: 1060, original_price: 440 },
      ],
    },
    {
      category: 'spices',
      product_name: 'Dry Ginger (Chukku)',
      product_name_mal: 'ചുക്ക്',
      product_slug: 'dry-ginger-chukku',
      sku: 'SPI-DGR-004',
      description: paragraphs(
        'Chukku is ginger that has been peeled and sun-dried until it turns pale, hard and intensely warming. It is at the heart of Kerala home remedies, and of a good glass of chukku kappi on a rainy evening.',
        'We harvest mature ginger at eight months, soak it overnight, scrape off the skin with sharpened bamboo slivers and dry it on the terrace for about ten days. Slow drying keeps it easy to crush in a mortar.',
        'Pound a piece with a few peppercorns and cumin for chukku kappi, add it to a herbal kashayam, or powder it for laddus and winter sweets.',
      ),
      image: 'dry-ginger-chukku.svg',
      gallery: ['dry-ginger-chukku-2.svg'],
      art: { container: 'pouch', motif: 'ginger-root', colour: '#b08850' },
      sizes: [
        { size: '100 g', weight_grams: 125, original_price: 90 },
        { size: '250 g', weight_grams: 285, original_price: 210, in_stock: false },
      ],
    },
    {
      category: 'spices',
      product_name: 'Whole Nutmeg',
      product_name_mal: 'ജാതിക്ക',
      product_slug: 'whole-nutmeg',
      sku: 'SPI-NUT-005',
      description: paragraphs(
        'Whole nutmegs from the old trees that shade our coconut garden. Each nut is dried inside its shell for about six weeks, so it stays fresh and oily until you crack it.',
        'When the fruits split open on the tree during the monsoon, we gather them, peel off the bright red mace to dry separately, and lay the nuts in their shells on a rack above the kitchen hearth and then in the sun. The shells are cracked by hand just before packing.',
        "Grate a little over payasam, biryani or Christmas plum cake. A tiny pinch in warm milk is our family's old remedy for a good night's sleep.",
      ),
      image: 'whole-nutmeg.svg',
      gallery: ['whole-nutmeg-2.svg', 'whole-nutmeg-3.svg'],
      art: { container: 'pouch', motif: 'chestnut', colour: '#7a4a2a' },
      sizes: [{ size: '100 g', weight_grams: 125, original_price: 140 }],
    },
    {
      category: 'spices',
      product_name: 'Sambar Powder',
      product_name_mal: 'സാമ്പാർ പൊടി',
      product_slug: 'sambar-powder',
      sku: 'SPI-SAM-006',
      description: paragraphs(
        'Our sambar powder is roasted in small batches in the outlet kitchen from coriander, dried red chillies, fenugreek and cumin, with pepper, turmeric and curry leaves from our own farm. Each spice is roasted separately, because each needs its own heat, and everything is cooled before grinding.',
        'Two heaped spoons are enough for a pot of sambar for four. Add it once the dal and vegetables are cooked, let it boil for five minutes, and finish with mustard seeds, shallots and curry leaves spluttered in coconut oil.',
        'It also makes a quick rasam, a spicy potato fry or a masala for stir-fried beans.',
      ),
      image: 'sambar-powder.svg',
      gallery: ['sambar-powder-2.svg'],
      art: { container: 'pouch', motif: 'pot-of-food', colour: '#c0392b' },
      sizes: [
        { size: '200 g', weight_grams: 230, original_price: 95 },
        { size: '500 g', weight_grams: 545, original_price: 225 },
      ],
    },
    {
      category: 'spices',
      product_name: 'Coconut Chammanthi Podi',
      product_name_mal: 'ചമ്മന്തിപ്പൊടി',
      product_slug: 'coconut-chammanthi-podi',
      sku: 'SPI-CHP-007',
      description: paragraphs(
        'Chammanthi podi is a dry chutney of roasted coconut, and every Kerala family keeps a jar of it for days when there is no time to cook a side dish. Ours is made with grated coconut from our palms, roasted slowly in an uruli with shallots, dried red chillies, tamarind, ginger and curry leaves until it turns a deep brown.',
        'We pound it coarsely instead of grinding it smooth, so you still find little crunchy bits of coconut. It keeps for two months in a dry, closed container.',
        'Mix it with hot rice and a drop of coconut oil, sprinkle it over dosa, or pack it with curd rice for a long journey.',
      ),
      image: 'coconut-chammanthi-podi.svg',
      gallery: ['coconut-chammanthi-podi-2.svg', 'coconut-chammanthi-podi-3.svg'],
      art: { container: 'pouch', motif: 'coconut', colour: '#8d5524' },
      sizes: [{ size: '200 g', weight_grams: 235, original_price: 140 }],
    },

    // Honey
    {
      category: 'honey',
      product_name: 'Raw Farm Honey',
      product_name_mal: 'തേനീച്ചത്തേൻ',
      product_slug: 'raw-farm-honey',
      sku: 'HON-RAW-001',
      description: paragraphs(
        'Raw honey from the Indian honey bee colonies that live in wooden boxes at the edge of our coconut garden. The bees forage on coconut, drumstick, mango, tulsi and the wild flowers around the farm, so every season the honey tastes a little different.',
        'We take only the sealed, ripe frames, spin the honey out in a hand-turned extractor and strain it through fine cloth. It is never heated or blended, and we always leave enough honey in the hives for the bees to get through the monsoon.',
        'Raw honey may crystallise in cool weather; that is a sign of real honey, not a fault. Stand the jar in warm, not hot, water to loosen it. Stir it into warm water with lime in the morning, pour it over dosa or fruit, or mix it with ginger juice and pepper for a cough.',
      ),
      image: 'raw-farm-honey.svg',
      gallery: ['raw-farm-honey-2.svg', 'raw-farm-honey-3.svg', 'raw-farm-honey-4.svg'],
      art: { container: 'jar', motif: 'honey-pot', colour: '#e0a526' },
      featured: true,
      video_link: demoFilm('opening-the-bee-boxes.mp4'),
      sizes: [
        { size: '250 g', weight_grams: 400, original_price: 230 },
        { size: '500 g', weight_grams: 720, original_price: 430, offer_price: 399 },
        { size: '1 kg', weight_grams: 1350, original_price: 820 },
      ],
    },
    {
      category: 'honey',
      product_name: 'Stingless Bee Honey (Cheruthen)',
      product_name_mal: 'ചെറുതേൻ',
      product_slug: 'stingless-bee-honey',
      sku: 'HON-CHT-002',
      description: paragraphs(
        'Cheruthen is the thin, tangy honey of the tiny stingless bees that nest in hollow walls and old trees. It is treasured in Kerala homes and in traditional medicine, and a colony gives only a few hundred grams a year.',
        'Our stingless bee colonies live in small wooden boxes and bamboo tubes around the house. We harvest once a year in the dry season, gently cutting open the little resin pots that hold the honey, and strain it without pressing the brood.',
        'Take half a teaspoon at a time, on its own or with a pinch of turmeric. Its sour-sweet taste is quite different from ordinary honey, so it is not meant for sweetening tea. This season is sold out; the next harvest comes after the summer flowering.',
      ),
      image: 'stingless-bee-honey.svg',
      gallery: ['stingless-bee-honey-2.svg', 'stingless-bee-honey-3.svg'],
      art: { container: 'jar', motif: 'honeybee', colour: '#b7791f' },
      sizes: [
        { size: '50 g', weight_grams: 140, original_price: 190, in_stock: false },
        { size: '100 g', weight_grams: 220, original_price: 360, in_stock: false },
      ],
    },
    {
      category: 'honey',
      product_name: 'Gooseberry in Honey (Then Nellikka)',
      product_name_mal: 'തേൻ നെല്ലിക്ക',
      product_slug: 'gooseberry-in-honey',
      sku: 'HON-NEL-003',
      description: paragraphs(
        'Plump Indian gooseberries steeped in our raw honey until they turn amber and soft: a sweet that children and grandparents both ask for.',
        'The gooseberries are pricked all over, steamed lightly and left in honey for about a month, with the jar turned every few days so each fruit stays covered. Nothing else goes in.',
        'Eat one or two a day after meals. The honey left at the bottom of the jar is a treat of its own; stir it into a glass of warm water.',
      ),
      image: 'gooseberry-in-honey.svg',
      gallery: ['gooseberry-in-honey-2.svg'],
      art: { container: 'jar', motif: 'indian-gooseberry', colour: '#8a9a2b' },
      sizes: [{ size: '250 g', weight_grams: 400, original_price: 260, offer_price: 240 }],
    },
    {
      category: 'honey',
      product_name: 'Garlic in Honey',
      product_name_mal: 'തേൻ വെളുത്തുള്ളി',
      product_slug: 'garlic-in-honey',
      sku: 'HON-GAR-004',
      description: paragraphs(
        'Peeled garlic cloves covered in raw honey and left to ferment slowly for six weeks. The cloves mellow, turn golden and lose their harsh bite, and the honey takes on a gentle garlic warmth.',
        'Our family takes one clove with a spoon of the honey on cold monsoon mornings. You can also spoon it over roasted vegetables, or whisk it with lime juice and crushed pepper into a salad dressing.',
        'Small bubbles in the jar are a natural part of the process; open the lid once a week to let them out.',
      ),
      image: 'garlic-in-honey.svg',
      gallery: ['garlic-in-honey-2.svg'],
      art: { container: 'jar', motif: 'garlic', colour: '#c8a45a' },
      sizes: [{ size: '200 g', weight_grams: 340, original_price: 220 }],
    },

    // Pickles
    {
      category: 'pickles',
      product_name: 'Tender Mango Pickle (Kannimanga)',
      product_name_mal: 'കണ്ണിമാങ്ങ അച്ചാർ',
      product_slug: 'tender-mango-pickle',
      sku: 'PIC-KAN-001',
      description: paragraphs(
        'Kannimanga achar is made from whole baby mangoes no bigger than a thumb, picked from our country mango trees in February before the stone hardens. They sit in salt in a big earthen bharani for two months, until they shrink, wrinkle and soak up the brine.',
        'Then we mix them with Kashmiri chilli powder, mustard powder, fenugreek and a little asafoetida, and leave the pickle to mature for a few more weeks. No vinegar and no preservatives: only salt, spice and time.',
        'Serve a mango or two with kanji, curd rice or a simple meal of rice and moru curry. Always use a dry spoon.',
      ),
      image: 'tender-mango-pickle.svg',
      gallery: ['tender-mango-pickle-2.svg', 'tender-mango-pickle-3.svg'],
      art: { container: 'jar', motif: 'mango', colour: '#5b8c2a' },
      featured: true,
      sizes: [
        { size: '250 g', weight_grams: 380, original_price: 150 },
        { size: '500 g', weight_grams: 700, original_price: 280, offer_price: 265 },
      ],
    },
    {
      category: 'pickles',
      product_name: 'Kadumanga Pickle',
      product_name_mal: 'കടുമാങ്ങ അച്ചാർ',
      product_slug: 'kadumanga-pickle',
      sku: 'PIC-KAD-002',
      description: paragraphs(
        'Kadumanga is the fiery cut-mango pickle that goes on the leaf at every sadya. We use firm green mangoes from our own trees, cut into small pieces with the tender stone, and mix them with chilli powder, mustard, fenugreek and gingelly oil.',
        'The mango pieces are salted for a day before the spice goes in, so they stay crisp. Each batch is ready in about a week and tastes best within six months.',
        'Perfect with curd rice, biryani or chapathi, or even a plain dosa.',
      ),
      image: 'kadumanga-pickle.svg',
      gallery: ['kadumanga-pickle-2.svg'],
      art: { container: 'jar', motif: 'mango', colour: '#b03a2e' },
      sizes: [
        { size: '250 g', weight_grams: 380, original_price: 130 },
        { size: '500 g', weight_grams: 700, original_price: 245 },
      ],
    },
    {
      category: 'pickles',
      product_name: 'Lime Pickle',
      product_name_mal: 'നാരങ്ങ അച്ചാർ',
      product_slug: 'lime-pickle',
      sku: 'PIC-LIM-003',
      description: paragraphs(
        'Our lime pickle is sour, spicy and just a little bitter, in the best way. We use thin-skinned limes from the farm, steamed briefly and cut into pieces, then cooked with ginger, green chillies, garlic, chilli powder and fenugreek in gingelly oil.',
        'The pickle matures in glass jars on a sunny shelf for three weeks, until the skins are soft and glossy. A splash of coconut vinegar made on the farm keeps it bright.',
        'A small spoonful lifts a plate of biryani, a lunch of rice and moru, or a bowl of kanji. Keep the lid tightly closed and use a dry spoon.',
      ),
      image: 'lime-pickle.svg',
      gallery: ['lime-pickle-2.svg', 'lime-pickle-3.svg'],
      art: { container: 'jar', motif: 'lemon', colour: '#c9a227' },
      sizes: [
        { size: '200 g', weight_grams: 320, original_price: 100 },
        { size: '400 g', weight_grams: 590, original_price: 185 },
        { size: '1 kg', weight_grams: 1400, original_price: 420, in_stock: false },
      ],
    },
    {
      category: 'pickles',
      product_name: 'Garlic Pickle',
      product_name_mal: 'വെളുത്തുള്ളി അച്ചാർ',
      product_slug: 'garlic-pickle',
      sku: 'PIC-GAR-004',
      description: paragraphs(
        'Whole garlic cloves cooked slowly in gingelly oil with ginger, green chillies, chilli powder and a dash of vinegar, until they are soft enough to squeeze but still hold their shape. Garlic is one of the few things we do not grow; ours comes from hill farmers we know in the high ranges, where the cloves are small and strong.',
        'We peel every clove by hand, which is why this pickle is made only a few times a year. It is rich, sweet-sour and warming.',
        'Serve it with chapathi, curd rice or fried fish, or crush a few cloves into a quick chutney.',
      ),
      image: 'garlic-pickle.svg',
      gallery: ['garlic-pickle-2.svg'],
      art: { container: 'jar', motif: 'garlic', colour: '#8e5b3c' },
      sizes: [
        { size: '200 g', weight_grams: 320, original_price: 140 },
        { size: '400 g', weight_grams: 590, original_price: 265 },
      ],
    },
    {
      category: 'pickles',
      product_name: 'Bilimbi Pickle (Irumban Puli)',
      product_name_mal: 'ഇരുമ്പൻപുളി അച്ചാർ',
      product_slug: 'bilimbi-pickle',
      sku: 'PIC-BIL-005',
      description: paragraphs(
        'Irumban puli, the small green bilimbi fruits that hang straight from the trunk of the tree beside our well, are far too sour to eat raw. Pickled, they become a sharp, juicy relish with a flavour you will not find on a supermarket shelf.',
        'The fruits are salted and sun-dried for two days so they lose some of their water, then mixed with chilli, mustard and fenugreek tempered in gingelly oil. It is best eaten within three months.',
        'Try it with kanji and pappadam, or next to a coconut fish curry.',
      ),
      image: 'bilimbi-pickle.svg',
      gallery: ['bilimbi-pickle-2.svg'],
      art: { container: 'jar', motif: 'cucumber', colour: '#6b8e23' },
      sizes: [{ size: '250 g', weight_grams: 380, original_price: 135 }],
    },
    {
      category: 'pickles',
      product_name: 'Kanthari Chilli Pickle',
      product_name_mal: 'കാന്താരി മുളക് അച്ചാർ',
      product_slug: 'kanthari-chilli-pickle',
      sku: 'PIC-KNT-006',
      description: paragraphs(
        "Kanthari is the tiny, fiercely hot bird's-eye chilli that grows half-wild around Kerala homes. Ours come from bushes scattered all over the farm, picked one by one while they are still green and glossy.",
        'The chillies are pickled whole in salt, lime juice and a little vinegar with crushed garlic and ginger, so their clean heat comes through without any masala. A single chilli is often enough for a whole plate of rice.',
        'Have it with kanji, with kappa and fish curry, or crush one into a glass of spiced buttermilk on a hot afternoon.',
      ),
      image: 'kanthari-chilli-pickle.svg',
      gallery: ['kanthari-chilli-pickle-2.svg', 'kanthari-chilli-pickle-3.svg'],
      art: { container: 'jar', motif: 'hot-pepper', colour: '#2e7d32' },
      sizes: [{ size: '150 g', weight_grams: 260, original_price: 120 }],
    },

    // Chips and snacks
    {
      category: 'snacks',
      product_name: 'Nendran Banana Chips',
      product_name_mal: 'നേന്ത്രക്കായ ഉപ്പേരി',
      product_slug: 'nendran-banana-chips',
      sku: 'SNK-NBC-001',
      description: paragraphs(
        'Thin, golden banana chips fried in our own cold-pressed coconut oil, the way they are made for every Onam in Kerala. We use firm, fully mature Nendran bananas from our plantation, peeled and sliced straight into the hot oil in the outlet kitchen.',
        'A little turmeric water gives the chips their colour, and a spoon of salt water poured into the oil at the end of frying makes them crisp, with the salt sealed inside. We fry in small batches and pack on the same day.',
        'Enjoy them with evening tea, on a sadya leaf, or crushed over curd rice. Once opened, keep them in an airtight container.',
      ),
      image: 'nendran-banana-chips.svg',
      gallery: ['nendran-banana-chips-2.svg', 'nendran-banana-chips-3.svg', 'nendran-banana-chips-4.svg'],
      art: { container: 'packet', motif: 'banana', colour: '#e5a00d' },
      featured: true,
      sizes: [
        { size: '250 g', weight_grams: 290, original_price: 130 },
        { size: '500 g', weight_grams: 560, original_price: 250, offer_price: 235 },
        { size: '1 kg', weight_grams: 1090, original_price: 480, offer_price: 450 },
      ],
    },
    {
      category: 'snacks',
      product_name: 'Sharkara Varatti',
      product_name_mal: 'ശർക്കരവരട്ടി',
      product_slug: 'sharkara-varatti',
      sku: 'SNK-SHV-002',
      description: paragraphs(
        'Sharkara varatti is the sweet partner of banana chips on the Onam leaf: thick pieces of Nendran banana, fried crisp in coconut oil and coated in melted jaggery with dry ginger, cumin and a little cardamom.',
        'We cut the bananas into half-moons, fry them slowly, and toss them in jaggery syrup cooked to the exact point where it sets dry around each piece. A light dusting of rice flour and sugar keeps them from sticking together.',
        'It keeps well for a few weeks and makes a lovely gift for family living far from Kerala.',
      ),
      image: 'sharkara-varatti.svg',
      gallery: ['sharkara-varatti-2.svg'],
      art: { container: 'packet', motif: 'banana', colour: '#7b3f00' },
      sizes: [
        { size: '250 g', weight_grams: 290, original_price: 140 },
        { size: '500 g', weight_grams: 560, original_price: 270 },
      ],
    },
    {
      category: 'snacks',
      product_name: 'Jackfruit Chips',
      product_name_mal: 'ചക്ക വറുത്തത്',
      product_slug: 'jackfruit-chips',
      sku: 'SNK-JFC-003',
      description: paragraphs(
        'Crunchy chips made from the firm bulbs of our varikka jackfruit, fried in coconut oil. They are gently sweet and nutty, and they exist only for a few months every year.',
        'In the jackfruit season, from March to July, we cut the fruits open in the yard, take out the seeds, slice the bulbs into strips and fry them on the same day. Fruits that are just short of ripe give the best crunch.',
        "This season's chips are sold out; we will start frying again when the first jackfruits of the year are ready.",
      ),
      image: 'jackfruit-chips.svg',
      gallery: ['jackfruit-chips-2.svg', 'jackfruit-chips-3.svg'],
      art: { container: 'packet', motif: 'melon', colour: '#c59b08' },
      sizes: [
        { size: '200 g', weight_grams: 240, original_price: 170, in_stock: false },
        { size: '400 g', weight_grams: 460, original_price: 320, in_stock: false },
      ],
    },
    {
      category: 'snacks',
      product_name: 'Tapioca Chips',
      product_name_mal: 'കപ്പ വറുത്തത്',
      product_slug: 'tapioca-chips',
      sku: 'SNK-TAP-004',
      description: paragraphs(
        'Thin, crisp kappa chips made from tapioca roots pulled from our own mounds and seasoned with salt and a pinch of chilli powder.',
        'The roots are peeled, washed, sliced on a hand mandoline and fried in coconut oil within hours of harvest, because tapioca turns dark and stringy if it is kept. That is why we pull only as much as we can fry in a day.',
        'Eat them with tea, tuck them into a lunch box, or serve them with a spoon of chammanthi.',
      ),
      image: 'tapioca-chips.svg',
      gallery: ['tapioca-chips-2.svg'],
      art: { container: 'packet', motif: 'roasted-sweet-potato', colour: '#a1887f' },
      sizes: [
        { size: '200 g', weight_grams: 240, original_price: 70 },
        { size: '400 g', weight_grams: 460, original_price: 130, offer_price: 120 },
        { size: '1 kg', weight_grams: 1100, original_price: 300 },
      ],
    },
    {
      category: 'snacks',
      product_name: 'Achappam (Rose Cookies)',
      product_name_mal: 'അച്ചപ്പം',
      product_slug: 'achappam-rose-cookies',
      sku: 'SNK-ACH-005',
      description: paragraphs(
        'Achappam are the lacy, flower-shaped rose cookies that appear in Kerala homes at Christmas, weddings and every family gathering. Our batter is made from rice we grow, ground fine and mixed with eggs from our hens, coconut milk, a little sugar and black sesame.',
        'Each cookie is made by heating a brass mould in the oil, dipping it into the batter and back into the hot coconut oil, then shaking it gently until the cookie slips free. It takes patience: a 200 g packet holds about forty of them.',
        'Light, crisp and only mildly sweet, they are lovely with tea or coffee.',
      ),
      image: 'achappam-rose-cookies.svg',
      gallery: ['achappam-rose-cookies-2.svg'],
      art: { container: 'packet', motif: 'cookie', colour: '#d4a373' },
      sizes: [{ size: '200 g', weight_grams: 260, original_price: 120 }],
    },

    // Rice, flours and grains
    {
      category: 'grains',
      product_name: 'Kaikuthari Red Rice',
      product_name_mal: 'കൈക്കുത്തരി',
      product_slug: 'kaikuthari-red-rice',
      sku: 'GRN-RRC-001',
      description: paragraphs(
        'Red rice from our own paddy fields, parboiled and lightly pounded so most of the red bran stays on the grain. It cooks into the plump, rust-coloured rice with a nutty bite that Kerala has always eaten with sambar, fish curry and moru.',
        'After the Mundakan harvest in December the paddy is dried, soaked, steamed and dried again. Small lots are still pounded in a wooden ural at home; the rest goes once through the huller at the village mill, which takes off the husk but leaves the bran.',
        'Rinse twice, soak for half an hour and cook in plenty of water, then drain. The drained rice water, kanji vellam, is a cooling drink with a pinch of salt.',
      ),
      image: 'kaikuthari-red-rice.svg',
      gallery: ['kaikuthari-red-rice-2.svg', 'kaikuthari-red-rice-3.svg'],
      art: { container: 'pouch', motif: 'sheaf-of-rice', colour: '#9b4a2f' },
      featured: true,
      video_link: demoFilm('paddy-transplanting.mp4'),
      sizes: [
        { size: '1 kg', weight_grams: 1040, original_price: 105 },
        { size: '5 kg', weight_grams: 5150, original_price: 500, offer_price: 475 },
        { size: '10 kg', weight_grams: 10250, original_price: 960 },
      ],
    },
    {
      category: 'grains',
      product_name: 'Puttu Podi (Roasted Rice Flour)',
      product_name_mal: 'പുട്ടുപൊടി',
      product_slug: 'puttu-podi',
      sku: 'GRN-PUT-002',
      description: paragraphs(
        'Coarse, roasted rice flour for soft, steaming puttu. We grind our own red and white rice and roast the flour gently in an uruli until it smells toasty and runs freely through the fingers.',
        'Sprinkle the flour with salted water and rub it into damp crumbs, then layer it in a puttu kutti with grated coconut and steam for six minutes. Serve it with kadala curry, bananas and pappadam, or with sugar and ripe banana for children.',
      ),
      image: 'puttu-podi.svg',
      gallery: ['puttu-podi-2.svg'],
      art: { container: 'pouch', motif: 'cooked-rice', colour: '#b5651d' },
      sizes: [
        { size: '500 g', weight_grams: 530, original_price: 70 },
        { size: '1 kg', weight_grams: 1040, original_price: 130 },
      ],
    },
    {
      category: 'grains',
      product_name: 'Pathiri Podi',
      product_name_mal: 'പത്തിരിപ്പൊടി',
      product_slug: 'pathiri-podi',
      sku: 'GRN-PAT-003',
      description: paragraphs(
        'Pathiri is the soft, paper-thin rice flatbread of the Malabar table, made for Ramadan evenings, weddings and Sunday breakfasts in Malappuram homes. Our pathiri podi is finely ground white rice, roasted just enough to help the dough come together without cracking.',
        'Pour boiling salted water over the flour, mix with a spoon, knead while it is still warm, roll it thin and cook on a hot tawa until it puffs. A quick dip in coconut milk makes it even softer.',
        'Serve with chicken curry, mutton stew or egg roast.',
      ),
      image: 'pathiri-podi.svg',
      gallery: ['pathiri-podi-2.svg', 'pathiri-podi-3.svg'],
      art: { container: 'pouch', motif: 'flatbread', colour: '#c2b280' },
      sizes: [
        { size: '500 g', weight_grams: 530, original_price: 75 },
        { size: '1 kg', weight_grams: 1040, original_price: 140 },
      ],
    },
    {
      category: 'grains',
      product_name: 'Nendran Banana Powder',
      product_name_mal: 'നേന്ത്രക്കായ പൊടി',
      product_slug: 'nendran-banana-powder',
      sku: 'GRN-NBP-004',
      description: paragraphs(
        'Raw Nendran bananas, peeled, sliced, sun-dried and milled into a fine, pale powder. It is the traditional first food for Kerala babies, cooked into a smooth kurukku, and an easy, filling breakfast for grown-ups too.',
        'We pick the bananas just before they start to ripen, dry the slices on raised mesh racks in the sun for three days, and grind them in clean batches of a few kilos at a time.',
        'Mix two spoons with water or milk, cook on a low flame for five minutes while stirring, and sweeten with jaggery or a mashed ripe banana. For babies, ask your doctor when to begin.',
      ),
      image: 'nendran-banana-powder.svg',
      gallery: ['nendran-banana-powder-2.svg'],
      art: { container: 'pouch', motif: 'banana', colour: '#c8b560' },
      sizes: [
        { size: '250 g', weight_grams: 285, original_price: 180 },
        { size: '500 g', weight_grams: 540, original_price: 340, in_stock: false },
      ],
    },
    {
      category: 'grains',
      product_name: 'Red Rice Flakes (Aval)',
      product_name_mal: 'ചുവന്ന അവൽ',
      product_slug: 'red-rice-flakes',
      sku: 'GRN-AVL-005',
      description: paragraphs(
        'Thick red rice flakes made from our own paddy, pressed flat after the grain is soaked and roasted. The bran stays on, so the flakes are pinkish brown, nutty and filling.',
        'Soak them for two minutes and mix with grated coconut, jaggery and ripe banana for a quick breakfast, fry them with peanuts, curry leaves and chilli for a crunchy snack, or turn them into aval upma.',
      ),
      image: 'red-rice-flakes.svg',
      gallery: ['red-rice-flakes-2.svg'],
      art: { container: 'pouch', motif: 'bowl-with-spoon', colour: '#a0522d' },
      sizes: [{ size: '500 g', weight_grams: 530, original_price: 90 }],
    },

    // Herbal teas and coffee
    {
      category: 'teas',
      product_name: 'Lemongrass Tea',
      product_name_mal: 'ഇഞ്ചിപ്പുല്ല് ചായ',
      product_slug: 'lemongrass-tea',
      sku: 'TEA-LMG-001',
      description: paragraphs(
        'Dried lemongrass from the clumps that line our field bunds and hold the soil together in the monsoon. The tea is bright, lemony and free of caffeine.',
        'We cut the leaves in the cool of the morning, dry them in the shade on racks in an airy room so they keep their green colour and oil, and chop them by hand.',
        'Steep a teaspoon in a cup of just-boiled water for five minutes. Add a slice of ginger or a spoon of honey, or chill it for a cold drink on a summer afternoon.',
      ),
      image: 'lemongrass-tea.svg',
      gallery: ['lemongrass-tea-2.svg'],
      art: { container: 'box', motif: 'seedling', colour: '#7cb342' },
      sizes: [
        { size: '50 g', weight_grams: 90, original_price: 110 },
        { size: '100 g', weight_grams: 150, original_price: 200, offer_price: 185 },
      ],
    },
    {
      category: 'teas',
      product_name: 'Tulsi Tea',
      product_name_mal: 'തുളസി ചായ',
      product_slug: 'tulsi-tea',
      sku: 'TEA-TUL-002',
      description: paragraphs(
        'Whole leaves and flower spikes of Krishna and Rama tulsi from the plants around our courtyard, dried in the shade and blended together. The tea is warm, clove-like and soothing.',
        'Brew a teaspoon in a cup of hot water for four minutes. In our house it is made with a pinch of pepper and a spoon of honey the moment anyone starts to sniffle.',
      ),
      image: 'tulsi-tea.svg',
      gallery: ['tulsi-tea-2.svg'],
      art: { container: 'box', motif: 'herb', colour: '#6a1b9a' },
      sizes: [{ size: '50 g', weight_grams: 90, original_price: 120 }],
    },
    {
      category: 'teas',
      product_name: 'Chukku Kappi Mix',
      product_name_mal: 'ചുക്കുകാപ്പി പൊടി',
      product_slug: 'chukku-kappi-mix',
      sku: 'TEA-CKP-003',
      description: paragraphs(
        'Chukku kappi is the spiced dry-ginger coffee that every Kerala grandmother makes at the first sign of a cold. Our mix holds sun-dried chukku, black pepper, coriander, cumin and tulsi with a little coffee from our own bushes, all ground together coarsely.',
        'Boil a heaped teaspoon in a cup of water for three minutes, sweeten with palm jaggery to taste, and strain. Drink it hot on monsoon evenings or after a heavy meal.',
      ),
      image: 'chukku-kappi-mix.svg',
      gallery: ['chukku-kappi-mix-2.svg', 'chukku-kappi-mix-3.svg'],
      art: { container: 'box', motif: 'teacup-without-handle', colour: '#795548' },
      sizes: [
        { size: '100 g', weight_grams: 140, original_price: 95 },
        { size: '250 g', weight_grams: 300, original_price: 210 },
        { size: '500 g', weight_grams: 560, original_price: 400 },
      ],
    },
    {
      category: 'teas',
      product_name: 'Robusta Coffee Powder',
      product_name_mal: 'റോബസ്റ്റ കാപ്പിപ്പൊടി',
      product_slug: 'robusta-coffee-powder',
      sku: 'TEA-COF-004',
      description: paragraphs(
        'Strong, full-bodied coffee from the robusta bushes on the upper slope of the farm, where they grow in the shade of jackfruit trees and arecanut palms. The cherries are picked ripe, sun-dried whole on mats, hulled at a nearby unit and roasted medium-dark in small batches.',
        'We grind it medium-fine, which suits a filter and also boiling the Kerala way. It contains no chicory.',
        'For filter coffee, put three spoons in the upper chamber, pour in boiling water and let it drip for fifteen minutes. Mix the decoction with hot milk and sugar to taste.',
      ),
      image: 'robusta-coffee-powder.svg',
      gallery: ['robusta-coffee-powder-2.svg', 'robusta-coffee-powder-3.svg'],
      art: { container: 'pouch', motif: 'hot-beverage', colour: '#4e342e' },
      featured: true,
      sizes: [
        { size: '250 g', weight_grams: 280, original_price: 190 },
        { size: '500 g', weight_grams: 540, original_price: 370 },
        { size: '1 kg', weight_grams: 1060, original_price: 720, offer_price: 690 },
      ],
    },
    {
      category: 'teas',
      product_name: 'Butterfly Pea Flower Tea',
      product_name_mal: 'ശംഖുപുഷ്പം ചായ',
      product_slug: 'butterfly-pea-flower-tea',
      sku: 'TEA-BPF-005',
      description: paragraphs(
        'Dried flowers of shankhupushpam, the butterfly pea vine that climbs our garden fence. They brew into a deep blue, mildly earthy tea that turns purple the moment you squeeze in some lime, which children love to watch.',
        'The flowers are picked every morning while they are fresh, dried in the shade and packed whole. Use five or six flowers for a cup, steep for five minutes, and add honey or a few strands of lemongrass if you like.',
      ),
      image: 'butterfly-pea-flower-tea.svg',
      gallery: ['butterfly-pea-flower-tea-2.svg'],
      art: { container: 'box', motif: 'hyacinth', colour: '#283593' },
      sizes: [{ size: '25 g', weight_grams: 70, original_price: 150, offer_price: 135 }],
    },
  ],

  crops: [
    // Best yields: the farm's most cultivated crops
    {
      name: 'Coconut',
      name_mala: 'തെങ്ങ്',
      category: 'main',
      image: 'coconut.svg',
      gallery: ['coconut-g1.svg', 'coconut-g2.svg', 'coconut-g3.svg', 'coconut-g4.svg'],
      motif: 'coconut',
      description:
        'Coconut palms are the backbone of our farm: about 450 of them stand in rows across the lower plots, with pepper, banana and nutmeg growing in their shade. Almost everything we sell begins or ends with a coconut.',
      description1:
        'Seedlings are raised from the nuts of our best-bearing mother palms and planted in deep pits at the start of the monsoon. Every year before the rains we open a basin around each palm and fill it with cow dung, green leaves, coconut husks and wood ash. Between the rows we grow fodder grass and tubers, so the ground is never bare.',
      description2:
        'A climber comes every 45 days, so each palm is harvested about eight times a year. A healthy palm gives us 80 to 120 nuts a year, with the heaviest bunches after the summer showers.',
      description3:
        'Mature nuts become copra for our chakku oil and fresh kernel for virgin coconut oil, chammanthi podi and the coconut milk in our kitchen. Husks go back to the basins as mulch, shells fire the copra dryer, and fallen fronds are woven into thatch and brooms.',
      description4:
        'The palms like deep, well-drained laterite soil and plenty of water in the dry months, so we irrigate them from the farm pond once a week from January to May. We watch for rhinoceros beetles and red palm weevils and keep them down with clean crowns, traps and neem cake rather than poisons.',
      description5: features(
        '<strong>About 450 palms</strong>, mostly tall West Coast varieties',
        'Harvested every 45 days, eight times a year',
        'Husks and fronds return to the soil as mulch',
        'The source of our oils, chammanthi podi and frying oil',
      ),
    },
    {
      name: 'Black Pepper',
      name_mala: 'കുരുമുളക്',
      category: 'main',
      image: 'black-pepper.svg',
      gallery: ['black-pepper-g1.svg', 'black-pepper-g2.svg', 'black-pepper-g3.svg'],
      motif: 'herb',
      description:
        'Black pepper, the spice that first brought traders to the Malabar coast, climbs about 600 of the trees on our farm. Its glossy, heart-shaped leaves and hanging green spikes are everywhere you look.',
      description1:
        'We plant rooted cuttings at the foot of arecanut palms, silver oaks and gliricidia poles at the start of the south-west monsoon, and tie the young vines loosely until they cling on their own. Each vine gets cow dung, compost and a little lime every year, and a mulch of dry leaves before summer.',
      description2:
        'Pepper flowers with the monsoon rains and ripens from December to February. We pick a vine when one or two berries on its spikes turn orange-red, climbing bamboo ladders to reach the highest spikes.',
      description3:
        'The berries are threshed, dipped in hot water for a minute and sun-dried on mats until they turn black and wrinkled. We sell them as whole pepper and pepper powder, and they go into our sambar powder and chukku kappi mix.',
      description4:
        'Pepper hates standing water, so the basins are kept slightly raised and the drains are cleared before every monsoon. We prune the trailing runner shoots, add compost enriched with Trichoderma around the base to keep foot rot away, and lop the support trees so they never shade the vines too heavily.',
      description5: features(
        'Around <strong>600 vines</strong> on living supports',
        'Hand-picked from December to February',
        'Blanched and sun-dried on bamboo mats',
        'Foot rot kept away with compost and good drainage',
      ),
    },
    {
      name: 'Nendran Banana',
      name_mala: 'നേന്ത്രവാഴ',
      category: 'main',
      image: 'nendran-banana.svg',
      gallery: ['nendran-banana-g1.svg', 'nendran-banana-g2.svg', 'nendran-banana-g3.svg'],
      motif: 'banana',
      description:
        "Nendran is Kerala's favourite cooking banana: long, thick-skinned and firm, perfect for chips when green and for steaming when ripe. We plant a new block of about a thousand plants every year.",
      description1:
        'Healthy suckers from disease-free clumps are trimmed, dipped in cow dung slurry and planted in pits in August and September. As the plants grow we earth them up, remove extra suckers and prop each bunch with a pair of bamboo poles so the wind cannot bring it down.',
      description2:
        'Bunches are ready ten to eleven months after planting, which puts our main harvest just before Onam. A good bunch weighs 10 to 14 kg and carries five or six hands.',
      description3:
        'Green bananas are sliced into chips and sharkara varatti or dried into banana powder; ripe ones are steamed for breakfast or sold at the outlet. The leaves wrap meals and the stems are chopped into mulch and cattle feed.',
      description4:
        'Bananas are thirsty, so the block is drip-watered every second day in summer and mulched with dry leaves. Compost, ash and green leaves go in three doses, and yellowing leaves are cut off to keep leaf spot in check.',
      description5: features(
        'About <strong>1,000 plants</strong> every season',
        'Bunches of 10 to 14 kg, harvested before Onam',
        'Every bunch propped by hand with bamboo poles',
        'Used for chips, sharkara varatti and banana powder',
      ),
    },
    {
      name: 'Arecanut',
      name_mala: 'കവുങ്ങ്',
      category: 'main',
      image: 'arecanut.svg',
      gallery: ['arecanut-g1.svg', 'arecanut-g2.svg'],
      motif: 'palm-tree',
      description:
        'Slender arecanut palms stand in straight lines along the wetter eastern side of the farm. Besides their nuts, they hold up our pepper vines and give the coffee bushes light shade.',
      description1:
        'Seedlings from selected mother palms are planted close together in the rainy season and shaded with coconut fronds for their first two summers. Each palm gets a basin of green leaves and cow dung after the monsoon.',
      description2:
        'The nuts are harvested from November to February, when the bunches turn orange-yellow. A climber brings the ripe bunches down on a rope, in three or four rounds a season.',
      description3:
        "Ripe nuts are sun-dried whole for about six weeks and sold to the local growers' society. The fallen leaf sheaths are pressed into plates and bowls that our outlet uses instead of plastic.",
      description4:
        'Arecanut needs plenty of water in summer and good drainage in the rains. Before the monsoon the bunches are sprayed with Bordeaux mixture to protect them from fruit rot.',
      description5: features(
        'Living supports for our <strong>pepper vines</strong>',
        'Harvested ripe from November to February',
        'Leaf sheaths turned into plates for the outlet',
      ),
    },
    {
      name: 'Rice Paddy',
      name_mala: 'നെല്ല്',
      category: 'main',
      image: 'rice-paddy.svg',
      gallery: ['rice-paddy-g1.svg', 'rice-paddy-g2.svg', 'rice-paddy-g3.svg', 'rice-paddy-g4.svg'],
      motif: 'sheaf-of-rice',
      description:
        'Three acres of paddy in the valley below the house keep alive a tradition that many of our neighbours have given up. The green fields in July and the golden ones in December are the most beautiful sight on the farm.',
      description1:
        'We grow red-grained rice in two seasons: Virippu with the south-west monsoon and Mundakan after it. Seedlings raised in a nursery are transplanted by a team of women from the village, and the fields are fed with cow dung, green leaf manure and ash.',
      description2:
        'The Virippu crop is harvested in August and September and the Mundakan crop in December and January. The paddy is cut with sickles, threshed with a small machine and dried on the threshing yard.',
      description3:
        'The grain is parboiled and lightly milled for our kaikuthari red rice, flattened into red rice flakes and ground for puttu podi and pathiri podi. The straw feeds our cows for the whole year.',
      description4:
        'Water comes from the stream and the farm pond through channels that we clean out every May. In the dry months after Mundakan the fields grow sesame and vegetables, and the hens pick over the stubble.',
      description5: features(
        '<strong>Three acres</strong> of red-grained paddy',
        'Two crops a year: Virippu and Mundakan',
        'Transplanted and harvested by hand',
        'Straw feeds our cows all year',
      ),
    },
    {
      name: 'Ginger',
      name_mala: 'ഇഞ്ചി',
      category: 'main',
      image: 'ginger.svg',
      gallery: ['ginger-g1.svg', 'ginger-g2.svg'],
      motif: 'ginger-root',
      description:
        'Ginger grows in raised beds on the sunnier plots, often between young coconut palms. We use fresh ginger in the kitchen all year, but most of the crop becomes chukku, the dry ginger of Kerala.',
      description1:
        "Seed rhizomes saved from last year's best plants go into the beds in April and May with the first summer showers. The beds are covered thickly with green leaves to hold moisture and keep the soil cool, and mulched again after each weeding.",
      description2:
        'Ginger for pickles is dug at six months while it is still tender. Ginger for chukku stays in the ground until it matures at eight to nine months, in December and January.',
      description3:
        'Mature ginger is peeled and sun-dried into chukku, sold whole and blended into our chukku kappi mix. Tender ginger goes into the lime and garlic pickles.',
      description4:
        'Ginger is prone to soft rot, so we choose well-drained slopes, treat the seed rhizomes with cow dung and Trichoderma, and never plant ginger on the same bed two years running.',
      description5: features(
        'Grown on <strong>raised, mulched beds</strong>',
        'Our own seed rhizomes, saved every year',
        'Sun-dried into chukku on the terrace',
      ),
    },
    {
      name: 'Turmeric',
      name_mala: 'മഞ്ഞൾ',
      category: 'main',
      image: 'turmeric.svg',
      gallery: ['turmeric-g1.svg', 'turmeric-g2.svg', 'turmeric-g3.svg'],
      motif: 'ginger-root',
      description:
        "Turmeric's broad, bright green leaves fill the beds beside the ginger through the monsoon. We grow a high-curcumin variety that gives a deep orange powder.",
      description1:
        'Mother and finger rhizomes are planted in May in raised beds and mulched with green leaves. The crop gets cow dung and compost at planting and another dose of compost when the beds are earthed up two months later.',
      description2:
        'The crop is ready in January and February, eight to nine months after planting, when the leaves dry and turn yellow. The rhizomes are dug out by hand.',
      description3:
        'The rhizomes are boiled, sun-dried, polished and ground into turmeric powder, which also goes into our sambar powder and pickles. Fresh turmeric is used in the kitchen and for home remedies.',
      description4:
        'Turmeric tolerates partial shade and does well under young coconut palms. It needs loose, well-drained soil rich in organic matter, and we rotate its beds with tapioca and vegetables.',
      description5: features(
        'A <strong>high-curcumin</strong> variety',
        'Boiled and sun-dried for two weeks',
        'No colour or filler in the powder',
        'Rotated with tapioca and vegetables',
      ),
    },
    {
      name: 'Nutmeg',
      name_mala: 'ജാതി',
      category: 'main',
      image: 'nutmeg.svg',
      gallery: ['nutmeg-g1.svg', 'nutmeg-g2.svg'],
      motif: 'chestnut',
      description:
        'Our nutmeg trees, some of them older than the house, grow in the moist shade of the coconut garden. Their pale yellow fruits look like apricots and split open to show a glossy brown seed wrapped in scarlet mace.',
      description1:
        'Nutmeg trees are either male or female, so we plant grafted female trees, with a few males nearby for pollination. Young trees need shade and regular watering through their first three summers.',
      description2:
        'Most fruits ripen from June to August, with a smaller crop around December. We gather the fallen fruits every morning and pick the split ones from the tree.',
      description3:
        'The mace is peeled off and dried separately, and the nuts are dried in their shells and sold whole. The fleshy rind is sliced and cooked with jaggery or pickled at home, a family favourite.',
      description4:
        'Nutmeg likes deep soil rich in humus that never dries out, so the basins are mulched all year and watered weekly in summer. We prune lightly, only to remove dead wood.',
      description5: features(
        'Grafted <strong>female trees</strong> under the coconut palms',
        'Two harvests: monsoon and December',
        'Nut, mace and rind all used',
      ),
    },
    {
      name: 'Tapioca',
      name_mala: 'കപ്പ',
      category: 'main',
      image: 'tapioca.svg',
      gallery: ['tapioca-g1.svg', 'tapioca-g2.svg'],
      motif: 'roasted-sweet-potato',
      description:
        "Tapioca, or kappa, fed Kerala through hard times and is still our family's favourite meal with fish curry. We grow it on the upland plots where the soil is too dry for bananas.",
      description1:
        'Stem cuttings about 20 cm long are planted on mounds in April and May, before the monsoon. The mounds are weeded and earthed up twice and given compost and ash.',
      description2:
        'The roots are ready eight to ten months after planting. We pull them a few plants at a time as needed, because tapioca spoils within two days of harvest.',
      description3:
        'Tapioca is fried into chips, cooked fresh for the kappa and fish curry lunch at our outlet, and sliced and dried for the monsoon months. Wilted leaves feed the goats in small amounts.',
      description4:
        'Tapioca is hardy and needs little water, but it cannot stand waterlogging, so it grows on well-drained mounds. We rotate the plots with cowpea and vegetables to rest the soil.',
      description5: features(
        'Grown on <strong>upland mounds</strong>',
        'Harvested a few plants at a time',
        'Fried into chips on the day it is pulled',
      ),
    },
    {
      name: 'Robusta Coffee',
      name_mala: 'കാപ്പി',
      category: 'main',
      image: 'robusta-coffee.svg',
      gallery: ['robusta-coffee-g1.svg', 'robusta-coffee-g2.svg', 'robusta-coffee-g3.svg'],
      motif: 'hot-beverage',
      description:
        'On the upper slope of the farm, about 300 robusta coffee bushes grow in the shade of jackfruit trees, arecanut and silver oak. In March they burst into white flowers that smell like jasmine for three days.',
      description1:
        'The bushes are raised from seedlings and pruned after every harvest to keep them low and spreading. They get compost, cow dung and composted coffee pulp once a year after the blossom showers.',
      description2:
        'Ripe red cherries are picked by hand from December to January, in two or three rounds. A mature bush gives about a kilo and a half of dried cherry.',
      description3:
        'The cherries are sun-dried whole on mats, hulled at a nearby unit and roasted in small batches for our coffee powder and chukku kappi mix.',
      description4:
        'Robusta needs shade, steady moisture and a short dry spell before flowering; we irrigate once in late February to bring on the blossom. The shade trees are lopped before the monsoon to let in light.',
      description5: features(
        'About <strong>300 bushes</strong> under shade trees',
        'Picked ripe by hand in two or three rounds',
        'Sun-dried as whole cherry',
        'Roasted in small batches, no chicory added',
      ),
    },

    // Further crops: the eight extra-harvest groups
    {
      name: 'Jackfruit',
      name_mala: 'ചക്ക',
      category: 'Fruits',
      image: 'jackfruit.svg',
      gallery: ['jackfruit-g1.svg', 'jackfruit-g2.svg', 'jackfruit-g3.svg'],
      motif: 'melon',
      description:
        'Eleven old jackfruit trees stand around the house and along the boundary, some of them planted by our grandfather. From March to July the whole farm smells of ripe jackfruit.',
      description1:
        'Once a jackfruit tree is established it needs very little care. Every year we plant a few new grafts of good varikka types and mulch them well through their first summers.',
      description2:
        'The season runs from March to July. A big tree can give more than a hundred fruits, some over 20 kg, which we lower on a rope so they do not split.',
      description3:
        "Firm varikka fruits become chips, soft koozha fruits are eaten fresh or cooked down with jaggery at home, and the seeds are roasted or added to curries. The leaves are our goats' favourite food.",
      description4:
        'The trees need deep soil and good drainage. We thin out the small fruits that crowd the trunk so the rest can grow large.',
      description5: features(
        '<strong>Eleven</strong> old trees, some planted by our grandfather',
        'Season from March to July',
        'Fruit, seeds and leaves all used',
      ),
    },
    {
      name: 'Cows',
      name_mala: 'പശുക്കൾ',
      category: 'Animal Care and Maintenance',
      image: 'cows.svg',
      gallery: ['cows-g1.svg', 'cows-g2.svg', 'cows-g3.svg', 'cows-g4.svg'],
      motif: 'cow',
      description:
        'Six cows live on the farm, including two small, gentle Vechur cows of the native Kerala breed. They give us milk and ghee and, just as importantly, the dung that feeds every crop.',
      description1:
        'The cows live in an airy shed with a sloping floor and are tethered in the shade of the coconut palms during the day. They eat fodder grass cut from between the palms, paddy straw, banana stems and a home-mixed feed of rice bran and coconut cake.',
      description2:
        'We milk twice a day, at dawn and in the evening, and always leave enough milk for the calves. A cow gives milk for about ten months after calving.',
      description3:
        'Milk goes to neighbours and into the butter for our ghee. Dung and urine feed the biogas plant, the slurry flows to the coconut basins, and we brew jeevamrutham from dung, urine, jaggery and pulse flour for the vegetable beds.',
      description4:
        'The shed is washed twice a day and the cows are bathed every morning. A vet visits every three months, and each cow gets a rest from milking before she calves.',
      description5: features(
        '<strong>Six cows</strong>, two of them native Vechur',
        'Fed on farm-grown fodder and paddy straw',
        'Milk for our ghee, dung for every crop',
        'Biogas for the farm kitchen',
      ),
    },
    {
      name: 'Holy Basil (Tulsi)',
      name_mala: 'തുളസി',
      category: 'Herbs',
      image: 'holy-basil-tulsi.svg',
      gallery: ['holy-basil-tulsi-g1.svg', 'holy-basil-tulsi-g2.svg'],
      motif: 'herb',
      description:
        'Tulsi grows all around our courtyard, both the purple Krishna tulsi and the green Rama tulsi. For us it is part of daily life as much as a crop.',
      description1:
        'We let the plants seed themselves and move the seedlings into beds and pots after the first rains. They need only compost and a light trim every few weeks to stay bushy.',
      description2:
        'Leaves and flower spikes are picked all year, most of all in the dry months when the aroma is strongest. We pick in the morning, once the dew has dried.',
      description3:
        'The leaves are dried in the shade for our tulsi tea and chukku kappi mix. Fresh leaves go into kashayam and steam inhalations whenever someone has a cold.',
      description4:
        'Tulsi likes full sun and well-drained soil and sulks in waterlogged ground, so in the heaviest rains of July the pots are moved under the eaves.',
      description5: features(
        '<strong>Krishna and Rama</strong> tulsi',
        'Picked by hand every morning',
        'Shade-dried for tea',
      ),
    },
    {
      name: 'Lotus',
      name_mala: 'താമര',
      category: 'Aquatic Plants',
      image: 'lotus.svg',
      gallery: ['lotus-g1.svg', 'lotus-g2.svg', 'lotus-g3.svg'],
      motif: 'lotus',
      description:
        'The old farm pond is covered with pink lotus from May to October. It is the favourite spot of every visitor, and of the kingfishers that fish there.',
      description1:
        'Lotus rhizomes grow in the thick mud at the bottom of the pond, under about a metre of water. Every few years we thin them out and share the extra rhizomes with neighbours.',
      description2:
        'The flowers open early in the morning and close by afternoon, and each one lasts about three days. Neighbours take flowers for the temple, and we collect the seed pods once they turn brown.',
      description3:
        'The pond is our main store of water for the summer, irrigating the coconut and banana through a small pump. The lotus leaves shade the water and keep it cool and clean.',
      description4:
        'No chemical is ever used near the pond. Silt is lifted out by hand in the dry season and spread on the banana beds, and the banks are planted with grass to stop them washing away.',
      description5: features(
        'Pink lotus from <strong>May to October</strong>',
        'The pond that waters the farm in summer',
        'Home to kingfishers, frogs and dragonflies',
      ),
    },
    {
      name: 'Malabari Goats',
      name_mala: 'മലബാറി ആടുകൾ',
      category: 'Animal Care and Maintenance',
      image: 'malabari-goats.svg',
      gallery: ['malabari-goats-g1.svg', 'malabari-goats-g2.svg', 'malabari-goats-g3.svg'],
      motif: 'goat',
      description:
        "Our small flock of Malabari goats, the local breed of north Kerala, are the farm's most curious residents. They follow visitors around and know exactly when it is feeding time.",
      description1:
        'The goats live in a raised shed with a slatted floor, so it stays dry and clean through the monsoon. In the afternoons they browse along the boundary and come back before dusk.',
      description2:
        'Does kid once or twice a year, often with twins. We keep the young females to grow the flock and sell the young males to other farmers.',
      description3:
        'Goat milk is used at home, and the droppings that collect under the shed are the best manure we have for the pepper vines and vegetables.',
      description4:
        'They eat jackfruit leaves, gliricidia, hibiscus and grass, with a little rice bran and mineral salt. Their hooves are trimmed and they are dewormed on a schedule our vet sets.',
      description5: features(
        'A native breed: <strong>Malabari goats</strong>',
        'Raised shed with a slatted floor',
        'Manure for pepper and vegetables',
      ),
    },
    {
      name: 'Honey Bees',
      name_mala: 'തേനീച്ചകൾ',
      category: 'Animal Care and Maintenance',
      image: 'honey-bees.svg',
      gallery: ['honey-bees-g1.svg', 'honey-bees-g2.svg'],
      motif: 'honeybee',
      description:
        'About forty boxes of Indian honey bees and a dozen colonies of tiny stingless bees share the farm with us. They make our honey and pollinate the coconut, mango, nutmeg and vegetables.',
      description1:
        'The Indian bee boxes sit on raised stands in the shade of the coconut palms, with cups of water at the legs to keep ants out. The stingless bees live in small wooden boxes and bamboo tubes along the walls of the house.',
      description2:
        'The main honey flow is from January to April, when coconut, mango and wild plants are in flower. We take only sealed frames and leave enough honey for the bees to get through the monsoon.',
      description3:
        'The bees give us raw honey, cheruthen and the honey for our gooseberry and garlic preserves, plus a little beeswax for polishing wood. They also noticeably raise our coconut and vegetable yields.',
      description4:
        'In the season the boxes are checked every week for wax moth and other pests, and the colonies are fed sugar syrup only in the leanest monsoon weeks. Because of the bees, nothing toxic is ever sprayed on the farm.',
      description5: features(
        '<strong>About 40</strong> Indian bee boxes',
        'A dozen stingless bee colonies',
        'Honey taken only from sealed frames',
        'Pollinators for the whole farm',
      ),
    },
    {
      name: 'Country Hens',
      name_mala: 'നാടൻ കോഴികൾ',
      category: 'Animal Care and Maintenance',
      image: 'country-hens.svg',
      gallery: ['country-hens-g1.svg', 'country-hens-g2.svg'],
      motif: 'chicken',
      description:
        'A flock of about sixty country hens and a few proud roosters roam the farm by day. They do as much for pest control as for the kitchen.',
      description1:
        'At night the hens sleep in a raised coop with nest boxes; in the morning they are let out to scratch through the orchard for insects, termites and fallen grain. We add broken rice, rice bran and greens from the kitchen.',
      description2:
        'Each hen lays three or four eggs a week. Some eggs are left under broody hens to hatch the next generation.',
      description3:
        'Eggs are sold at our outlet and go into the batter of our achappam. Their litter, mixed with dry leaves, is composted for the vegetable beds.',
      description4:
        'The coop is cleaned every week and its floor spread with fresh sand and ash. The hens are vaccinated, and we keep a close watch for mongooses and snakes.',
      description5: features(
        '<strong>About sixty</strong> free-ranging hens',
        'Natural pest control in the orchard',
        'Eggs for the outlet and our achappam',
      ),
    },
    {
      name: 'Mango',
      name_mala: 'മാവ്',
      category: 'Fruits',
      image: 'mango.svg',
      gallery: ['mango-g1.svg', 'mango-g2.svg', 'mango-g3.svg'],
      motif: 'mango',
      description:
        'Our mango trees are mostly old country varieties, with a few grafted trees of Kerala favourites. In January they are covered in flowers and humming with bees.',
      description1:
        'Old trees are left to grow tall; young grafts are planted in the monsoon and shaped by pruning. Each tree gets a basin of compost and ash after the harvest.',
      description2:
        'Tiny tender mangoes for pickling are picked in February, green mangoes for cut-mango pickle in March and April, and ripe fruit in April and May.',
      description3:
        'Tender mangoes become kannimanga pickle and green ones kadumanga pickle and chutney. Ripe mangoes are eaten, shared with neighbours and cooked into mango pulissery at home.',
      description4:
        'Mango trees need a dry spell before flowering, so we never water them in December. Fruit fly traps are hung in the canopy from March.',
      description5: features(
        'Old <strong>country varieties</strong> and a few grafts',
        'Picked tender, green and ripe',
        'Fruit flies caught in simple traps',
      ),
    },
    {
      name: 'Elephant Foot Yam',
      name_mala: 'ചേന',
      category: 'Tubers and Spices',
      image: 'elephant-foot-yam.svg',
      gallery: ['elephant-foot-yam-g1.svg', 'elephant-foot-yam-g2.svg'],
      motif: 'potato',
      description:
        'Elephant foot yam, chena, is a hardy tuber that sends up a single large, umbrella-like leaf. Every Kerala sadya has it, in erissery, avial or a crisp fry.',
      description1:
        'Pieces of tuber are dried in the shade, dipped in cow dung slurry and planted in pits filled with compost in February and March. The pits are mulched thickly to keep the soil moist until the rains arrive.',
      description2:
        'The crop is dug in December and January when the leaf dries up, eight to nine months after planting. A good tuber weighs 4 to 6 kg.',
      description3:
        'The yams are sold fresh at the outlet and cooked in our family and outlet kitchens. Small tubers are saved as seed for next year.',
      description4:
        'Chena needs loose soil and little else. We keep the pits free of weeds for the first three months.',
      description5: features(
        'Tubers of <strong>4 to 6 kg</strong>',
        'Planted in compost-filled pits',
        'Our own seed saved every year',
      ),
    },
    {
      name: 'Kanthari Chilli',
      name_mala: 'കാന്താരി മുളക്',
      category: 'Tubers and Spices',
      image: 'kanthari-chilli.svg',
      gallery: ['kanthari-chilli-g1.svg', 'kanthari-chilli-g2.svg'],
      motif: 'hot-pepper',
      description:
        "Kanthari, the tiny bird's-eye chilli, grows half-wild all over the farm, sown by birds as often as by us. Small as it is, it packs more heat than almost any chilli in Kerala.",
      description1:
        'We let self-sown seedlings grow where they come up and move a few dozen into the shade of the coconut palms each year. The bushes live for three or four years.',
      description2:
        'Kanthari fruits all year, with the heaviest picking after the monsoon. Every chilli is picked by hand.',
      description3:
        'The chillies go into our kanthari and lime pickles and the spiced buttermilk at the outlet. Green and ripe red chillies are also sold fresh.',
      description4:
        'The plants need almost no care: a handful of compost and some mulch keep them happy, and they prefer partial shade.',
      description5: features(
        'Half-wild bushes <strong>all over the farm</strong>',
        'Picked by hand all year',
        'Happy in the shade of the palms',
      ),
    },
    {
      name: 'Lemongrass',
      name_mala: 'ഇഞ്ചിപ്പുല്ല്',
      category: 'Herbs',
      image: 'lemongrass.svg',
      gallery: ['lemongrass-g1.svg', 'lemongrass-g2.svg'],
      motif: 'seedling',
      description:
        'Tall clumps of lemongrass line the bunds between our plots and hold the soil together when monsoon rain runs down the slope. Brush past them and your clothes smell of lemon.',
      description1:
        'Slips from old clumps are planted along the bunds at the start of the rains. Each clump gets a handful of compost after every cutting.',
      description2:
        'The leaves are cut three or four times a year, leaving about 20 cm to grow back. The first cutting comes four months after planting.',
      description3:
        'We dry the leaves in the shade for lemongrass tea, and the outlet uses fresh leaves in its herbal drinks. Old, tough leaves become mulch.',
      description4:
        'Lemongrass is tough and survives dry spells, but it grows fastest with full sun and regular rain. We divide the clumps every three years.',
      description5: features(
        'Planted on bunds to <strong>stop soil erosion</strong>',
        'Cut three or four times a year',
        'Shade-dried for tea',
      ),
    },
    {
      name: 'Red Amaranthus',
      name_mala: 'ചുവന്ന ചീര',
      category: 'Vegetables',
      image: 'red-amaranthus.svg',
      gallery: ['red-amaranthus-g1.svg', 'red-amaranthus-g2.svg'],
      motif: 'leafy-green',
      description:
        'Red cheera is the favourite leafy green of Kerala, bright crimson and tender. Our kitchen garden always has a bed of it coming up.',
      description1:
        'Seeds mixed with fine sand are scattered on raised beds every three weeks, so there is always a fresh crop. The beds are watered lightly every evening and fed with diluted cow dung slurry.',
      description2:
        'The plants are pulled or cut 25 to 30 days after sowing. In the heaviest rains we grow it under a simple rain shelter.',
      description3:
        'Cheera becomes thoran and curry at home and in the outlet lunch, and fresh bunches sell out quickly at the outlet.',
      description4:
        'Amaranthus needs sun, fertile soil and regular water. Leaf-eating caterpillars are picked off by hand, and the hens clean up the beds after harvest.',
      description5: features(
        'Sown <strong>every three weeks</strong>',
        'Ready in under a month',
        'Fed with cow dung slurry only',
      ),
    },
    {
      name: 'Yard-long Beans',
      name_mala: 'വള്ളിപ്പയർ',
      category: 'Vegetables',
      image: 'yard-long-beans.svg',
      gallery: ['yard-long-beans-g1.svg', 'yard-long-beans-g2.svg'],
      motif: 'pea-pod',
      description:
        'Long, slender pods of vallipayar hang like ribbons from our bean trellises. They are the backbone of a quick weekday thoran.',
      description1:
        'Seeds are sown on raised mounds at the foot of bamboo and coir-string trellises. The vines are trained up the strings and given compost and ash twice during the season.',
      description2:
        'Picking starts about fifty days after sowing and goes on every other day for two months. We pick the pods while they are tender, before the seeds bulge.',
      description3:
        'The beans are cooked at home and at the outlet, and extra pods are sold fresh. After the season the vines are dug back into the soil to enrich it.',
      description4:
        'We grow beans after the paddy harvest and in the dry months, when there are fewer pests. If aphids appear, we spray a neem and garlic extract.',
      description5: features(
        'Trained on <strong>bamboo and coir</strong> trellises',
        'Picked every other day for two months',
        'Vines returned to the soil',
      ),
    },
    {
      name: 'Hibiscus',
      name_mala: 'ചെമ്പരത്തി',
      category: 'Ornamental Plants',
      image: 'hibiscus.svg',
      gallery: ['hibiscus-g1.svg', 'hibiscus-g2.svg', 'hibiscus-g3.svg'],
      motif: 'hibiscus',
      description:
        'Red chembarathi hedges line the path from the gate to the house and flower almost every day of the year. Several double and coloured varieties grow in pots near the outlet.',
      description1:
        'We grow hibiscus from cuttings taken in the monsoon and prune the hedges hard after the rains to keep them thick.',
      description2:
        'The flowers open at dawn and fade by evening, so we pick them in the morning for the house. Leaves are collected whenever the hedge is trimmed.',
      description3:
        'Flowers and leaves are crushed into thaali, the traditional herbal hair wash, and the trimmings go to the goats. The hedge shelters birds and butterflies.',
      description4:
        'Hibiscus is easy: sun, a little compost and water in summer. Mealybugs are washed off with a mild soap solution.',
      description5: features(
        '<strong>Red hedges</strong> along the farm path',
        'Double and coloured varieties in pots',
        'Leaves and flowers for herbal hair wash',
      ),
    },
    {
      name: 'Curry Leaf',
      name_mala: 'കറിവേപ്പ്',
      category: 'Garden Plants',
      image: 'curry-leaf.svg',
      gallery: ['curry-leaf-g1.svg', 'curry-leaf-g2.svg'],
      motif: 'leaf-fluttering-in-wind',
      description:
        'A row of curry leaf trees stands right outside the kitchen door, because no Kerala dish is complete without a sprig. Many more grow around the processing shed.',
      description1:
        'The plants are raised from seeds of our oldest tree. We keep them pruned low so the leaves are always within reach and the branches stay bushy.',
      description2:
        'Sprigs are picked every day, all year round. After each hard pruning the trees answer with a flush of soft, fragrant leaves.',
      description3:
        'Curry leaves go into nearly everything we make: pickles, sambar powder, chammanthi podi and ghee. Extra sprigs are sold fresh at the outlet.',
      description4:
        'Curry leaf likes full sun and hates wet roots. We feed it with diluted sour buttermilk, compost and wood ash.',
      description5: features(
        'Grown from <strong>our oldest tree</strong>',
        'Picked fresh every day',
        'In almost every product we make',
      ),
    },
    {
      name: 'Butterfly Pea',
      name_mala: 'ശംഖുപുഷ്പം',
      category: 'Garden Plants',
      image: 'butterfly-pea.svg',
      gallery: ['butterfly-pea-g1.svg', 'butterfly-pea-g2.svg'],
      motif: 'hyacinth',
      description:
        'The butterfly pea vine scrambles over our garden fence and blooms a brilliant blue. It is one of the prettiest and most useful plants in the garden.',
      description1:
        'We sow the seeds along the fence at the start of the monsoon and let the vines climb. Being a legume, it also adds nitrogen to the soil around it.',
      description2: 'Flowers open every morning from September to March. We pick them daily before noon.',
      description3:
        'The flowers are dried in the shade for our butterfly pea tea and used to colour rice and drinks at home. At the end of the season the vines are cut and fed to the goats.',
      description4: 'It needs very little care: sun, a fence to climb and a little water in the summer.',
      description5: features(
        '<strong>Blue flowers</strong> every morning',
        'Enriches the soil with nitrogen',
        'Dried for our herbal tea',
      ),
    },
    {
      name: 'Water Lily',
      name_mala: 'ആമ്പൽ',
      category: 'Aquatic Plants',
      image: 'water-lily.svg',
      gallery: ['water-lily-g1.svg', 'water-lily-g2.svg'],
      motif: 'lotus',
      description:
        'In the small pond beside the paddy fields, white and pink water lilies open in the cool hours and close as the day heats up. Ambal ponds were once part of every Kerala village.',
      description1:
        'The lilies grow from tubers in the pond mud and need still, clean water about half a metre deep. We also grow a few in old clay tubs in the garden.',
      description2:
        'Flowers appear from June to January. Early morning is the best time to see them fully open.',
      description3:
        'The pond supports fish, frogs and dragonflies that keep mosquitoes and pests down around the fields. Children who visit the farm love this pond most of all.',
      description4:
        'In summer we clear out extra leaves so the water surface is never fully covered, and we top the pond up from the stream when the level falls.',
      description5: features(
        'White and pink <strong>ambal</strong>',
        'A home for fish, frogs and dragonflies',
        'Grown in the pond and in clay tubs',
      ),
    },
  ],

  certificates: [
    {
      title: 'Organic Farming Certificate',
      image: 'organic-farming-certificate.svg',
      issuer: 'Demo Organic Growers Council (sample certificate)',
      colour: '#5caf47',
    },
    {
      title: 'Food Safety Registration',
      image: 'food-safety-registration.svg',
      issuer: 'Sample Food Safety Desk (demo only)',
      colour: '#294085',
    },
    {
      title: 'Best Mixed Farm Award',
      image: 'best-mixed-farm-award.svg',
      issuer: 'Demo District Farm Fair (sample award)',
      colour: '#c9a227',
    },
    {
      title: 'Apiary Care Certificate',
      image: 'apiary-care-certificate.svg',
      issuer: 'Demo Beekeepers Circle (sample apiary certificate)',
      colour: '#b5452b',
    },
  ],

  videos: [
    {
      title: 'Coconut harvest day on the farm',
      image: 'coconut-harvest-day.svg',
      video: demoFilm('coconut-harvest-day.mp4'),
      motif: 'coconut',
    },
    {
      title: 'How we make virgin coconut oil',
      image: 'making-virgin-coconut-oil.svg',
      video: demoFilm('making-virgin-coconut-oil.mp4'),
      motif: 'droplet',
    },
    {
      title: 'Pepper picking season',
      image: 'pepper-picking-season.svg',
      video: demoFilm('pepper-picking-season.mp4'),
      motif: 'herb',
    },
    {
      title: 'Morning chores with our cows and goats',
      image: 'morning-with-cows-and-goats.svg',
      video: demoFilm('morning-with-cows-and-goats.mp4'),
      motif: 'cow',
    },
    {
      title: 'Opening the bee boxes',
      image: 'opening-the-bee-boxes.svg',
      video: demoFilm('opening-the-bee-boxes.mp4'),
      motif: 'honeybee',
    },
    {
      title: null,
      image: 'paddy-transplanting.svg',
      video: demoFilm('paddy-transplanting.mp4'),
      motif: 'sheaf-of-rice',
    },
  ],

  // The banner's looping film (media/films, made by scripts/make-demo-films.mjs); its picture is the poster.
  banners: [{ image: 'farm-banner.svg', video: 'farm-banner-loop.mp4', motif: 'palm-tree' }],

  slabs: [
    { zone: 'kerala', min_weight_grams: 0, max_weight_grams: 1000, charge: 50 },
    { zone: 'kerala', min_weight_grams: 1001, max_weight_grams: 3000, charge: 80 },
    { zone: 'kerala', min_weight_grams: 3001, max_weight_grams: 5000, charge: 120 },
    { zone: 'kerala', min_weight_grams: 5001, max_weight_grams: MAX_PARCEL_GRAMS, charge: 180 },
    { zone: 'rest_of_india', min_weight_grams: 0, max_weight_grams: 1000, charge: 90 },
    { zone: 'rest_of_india', min_weight_grams: 1001, max_weight_grams: 3000, charge: 150 },
    { zone: 'rest_of_india', min_weight_grams: 3001, max_weight_grams: 5000, charge: 220 },
    { zone: 'rest_of_india', min_weight_grams: 5001, max_weight_grams: MAX_PARCEL_GRAMS, charge: 320 },
  ],
};

/** The demo shop, its farm's texts in English and Malayalam. */
export const demoData: DemoData = withMalayalam(english);
