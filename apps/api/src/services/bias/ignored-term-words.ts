// The words near which a term of retext-equality's is ignored (`ignored-terms.ts`): each set says
// what makes the term an ordinary word there ("depressed" near prices, "nuts" near allergens).

/** Words of prices, trade and the economy, near which "depressed" describes a market, and of surfaces and controls it describes plainly (a depressed grave, a pedal held depressed). */
export const economy = new Set(
  'market markets midweek weekday weekend daytime street streets town towns price prices demand sales sentiment economy economic trading activity conditions levels volumes volume wages earnings margins margin shares share stock stocks housing investment spending orders footfall confidence valuation valuations returns yields rates growth revenue revenues profits profit sector industry region output retail retailers bookings occupancy enquiries inquiries contracts tenders quarter turnover traffic forecast budget week month year session sessions copper oil gold commodities commodity metals tonne barrel response responses uptake turnout dollar dollars currency currencies pound sterling euro rand naira shilling rupee yen credit cycle cycles trips journeys fares ridership attendance admissions income takings sponsorship tickets receipts donations box arrivals departures tourism visitor visitors enrolment enrollment enrolments recruitment rental rentals rents grave graves ground surface surfaces kerb kerbs lawn lawns paving floor soil turf pedal pedals button buttons key keys lever switch trigger plunger clutch brake'.split(
    ' ',
  ),
);

/** Who scores or judges work, near which "blind" is a method: not knowing whose it is. */
export const scorers = new Set(
  'observers observer assessors assessor scorers scorer markers marker raters rater reviewers reviewer judges judge panel panellists scored scoring marked marking allocation'.split(
    ' ',
  ),
);

/** Animals and their care, near which "lame" is a horse's or a dog's gait, not a word for a person. */
export const animalWords = new Set(
  'horse horses pony ponies mare mares gelding geldings stallion stallions foal foals filly fillies colt colts donkey donkeys mule hoof hooves farrier fore hind foreleg forelegs gait trot livery paddock stable stables dog dogs hound hounds cow cows cattle sheep ewe ewes lamb lambs goat goats animal animals veterinary'.split(
    ' ',
  ),
);

/** Pests, insects and other animals, near which "males" and "females" are of a species. */
export const pestWords = new Set(
  'rat rats mouse mice rodent rodents cockroach cockroaches wasp wasps bee bees hornet hornets ant ants flea fleas moth moths beetle beetles bedbug bedbugs insect insects pest pests nest nests bait colony colonies larva larvae eggs species breeding litter litters pigeons gulls squirrels territory territories'.split(
    ' ',
  ),
);

/** Words of clinical care and research, near which "depressed" is the clinical term for a patient's mood. */
export const clinicalWords = new Set(
  'patient patients diagnosed diagnosis depression depressive antidepressant antidepressants clinical clinician clinicians trial trials study psychiatric psychiatrist symptoms screening phq treatment treatments therapy enrolling eligible'.split(
    ' ',
  ),
);

/** Clinical nouns after "mental" (mental health, a mental illness): the name of a condition, not an insult. */
export const mentalNouns = new Set(
  'health illness illnesses condition conditions disorder disorders disability disabilities impairment impairments wellbeing well being capacity load state strain fatigue toughness arithmetic model models note notes image energy effort'.split(
    ' ',
  ),
);

/** What is made or kept for children, after "girls'" (a department, clothing, a school). */
export const childrensGoods = new Set(
  'department departments clothing clothes wear range ranges section sizes fashion footwear shoes uniform uniforms school schools team teams football hockey netball'.split(
    ' ',
  ),
);

/** Words of food and allergens, near which "nuts" are something to eat. */
export const foodWords = new Set(
  'contain contains contained inside bakery rolls bread pastries allergen allergens allergy allergies nut peanut peanuts almond almonds hazelnut hazelnuts walnut walnuts cashew cashews pistachio pistachios pecans seeds brownies cake cakes biscuits cookies recipe recipes baked bake snack snacks ingredients menu dish dishes food foods chocolate granola cereal salad'.split(
    ' ',
  ),
);

/** Words that make a school or college one for women. */
export const womenOf = new Set(['girls', "girls'", 'women', "women's", 'ladies', "ladies'"]);

/** Devices named "dumb" because they only relay what others compute. */
export const computing = new Set('terminal terminals pipe pipes phone phones'.split(' '));

/** Things of a trade called dumb because they have no engine or no controls of their own. */
export const unpowered = new Set('barge barges lighter lighters waiter waiters'.split(' '));

/** Words for drinks, after which "alcoholic" describes a drink. */
export const drinks = new Set('drink drinks beverage beverages spirits content'.split(' '));

/** Words after "your husband" or "your wife" that tell a fact about a particular partner ("your wife is", "your husband mentioned"). */
export const partnerFacts = new Set(
  'is was has had mentioned said told called asked can could will would needs uses'.split(' '),
);

/** Words of youth teams, schools and children, near which "girls" are girls. */
export const youth = new Set(
  'youth academy academies junior juniors pupils pupil school schools children kids teens teenage teenagers scouts guides brownies u12 u14 u16'.split(
    ' ',
  ),
);

/** Words of sport and of athletes, after a class of adaptive sport ("amputee football"). */
export const sportWords = new Set(
  'athlete athletes lifter lifters football soccer golf golfers cricket players player team teams squad runners runner swimmers swimmer cyclists sport sports category class classes division events'.split(
    ' ',
  ),
);

/** Words of houses and their styles, after "Craftsman" (a style of American houses). */
export const houseStyles = new Set(
  'bungalow bungalows home homes house houses cottage cottages style era revival architecture design four-square foursquare'.split(
    ' ',
  ),
);

/** Places and sessions a venue keeps for women, after "ladies'" ("ladies' section"). */
export const womenOnlyPlaces = new Set(
  'section sections fitness gym hall halls spa pool swim swimming changing toilets toilet room rooms lounge carriage coach compartment session sessions prayer area entrance floor wing ward'.split(
    ' ',
  ),
);
