import { describe, expect, it } from 'vitest';
import { citableUnits } from './citable-units.ts';

const cited = (text: string) =>
  citableUnits(text).map((unit) => {
    const own = text.slice(unit.start, unit.end);
    return unit.reading === own.replace(/\s+/g, ' ') ? own : `${own} [read: ${unit.reading}]`;
  });

describe('citableUnits', () => {
  it.each([
    {
      name: 'sentences of a paragraph',
      given: 'Holiday is 25 days. It is pro rata.',
      want: ['Holiday is 25 days.', 'It is pro rata.'],
    },
    {
      name: "a table's header row is not cited, each row is read with it",
      given:
        'Brightwater delivers parcels and pallets to addresses in Great Britain on behalf of business customers. Deli-\nveries to the Scottish Highlands, the islands and Northern Ireland are quoted separately.\nService Delivery time Price per parcel\nEconomy 3 to 5 working days £3.20\nStandard 2 working days £4.50\nPrices exclude VAT and apply to parcels of up to 15 kg and 120 cm on the longest side.',
      want: [
        'Brightwater delivers parcels and pallets to addresses in Great Britain on behalf of business customers.',
        'Deli-\nveries to the Scottish Highlands, the islands and Northern Ireland are quoted separately. [read: Deliveries to the Scottish Highlands, the islands and Northern Ireland are quoted separately.]',
        'Economy 3 to 5 working days £3.20 [read: Service Delivery time Price per parcel Economy 3 to 5 working days £3.20]',
        'Standard 2 working days £4.50 [read: Service Delivery time Price per parcel Standard 2 working days £4.50]',
        'Prices exclude VAT and apply to parcels of up to 15 kg and 120 cm on the longest side.',
      ],
    },
    {
      name: "a table after a paragraph, its header row ending on a joining word, closed by the next section's heading",
      given:
        'We never sell personal information to anyone or share it with companies that advertise to you.\n5 How long we keep it\nWe keep records for the periods in the table below, after which they are securely destroyed.\nRecord Kept for\nAdult dental records 11 years after the last treatment\nCCTV footage 30 days\n6 CCTV\nCameras cover the entrance and reception areas of each clinic, but never the surgeries.',
      want: [
        'We never sell personal information to anyone or share it with companies that advertise to you.',
        'We keep records for the periods in the table below, after which they are securely destroyed.',
        'Adult dental records 11 years after the last treatment [read: Record Kept for Adult dental records 11 years after the last treatment]',
        'CCTV footage 30 days [read: Record Kept for CCTV footage 30 days]',
        'Cameras cover the entrance and reception areas of each clinic, but never the surgeries.',
      ],
    },
    {
      name: 'a running title repeated and a numbered heading are not cited',
      given:
        'Data Protection and Retention Schedule\nData Protection and Retention Schedule\n1 Principles\nBrightwater keeps personal data only for as long as it is needed.',
      want: ['Brightwater keeps personal data only for as long as it is needed.'],
    },
    {
      name: "a title before a numbered heading, then a heading before its table's header row",
      given:
        'Delivery Service Terms\n1 Our services\nBrightwater delivers parcels and pallets to addresses in Great Britain on behalf of business customers.\n2 Retention periods\nRecord Retention period Owner\nPayroll and tax records 6 years after the end of the tax year Finance\nPersonnel files 7 years after employment ends People team',
      want: [
        'Brightwater delivers parcels and pallets to addresses in Great Britain on behalf of business customers.',
        'Payroll and tax records 6 years after the end of the tax year Finance [read: Record Retention period Owner Payroll and tax records 6 years after the end of the tax year Finance]',
        'Personnel files 7 years after employment ends People team [read: Record Retention period Owner Personnel files 7 years after employment ends People team]',
      ],
    },
    {
      name: 'an unnumbered heading before a paragraph is not cited',
      given: 'Our services\n\nWe deliver parcels to every address in Great Britain.',
      want: ['We deliver parcels to every address in Great Britain.'],
    },
    {
      name: 'a title and an unnumbered heading before a paragraph',
      given:
        "Annual Report 2025\nChair's statement\n2025 was a year of steady growth for Brightwater. Revenue rose by 7.2% to £48.6 million.",
      want: ['2025 was a year of steady growth for Brightwater.', 'Revenue rose by 7.2% to £48.6 million.'],
    },
    {
      name: "a table's header row at the passage's end (its rows are in the next passage)",
      given:
        'The annual pay review takes effect on 1 July each year, for every employee in post on that day.\nBenefit Who is eligible Value',
      want: ['The annual pay review takes effect on 1 July each year, for every employee in post on that day.'],
    },
  ])('given $name should cite $want', ({ given, want }) => {
    expect(cited(given)).toEqual(want);
  });
});
