/** The demo's organizations and their locations: a Central Texas network of shelters, plus a few others. */
import type { Species } from '@sac/domain';
import type { locations, organizations } from '../schema/index';
import type { MonthPlanKey } from './demo-plans';

export type DemoLocation = Omit<typeof locations.$inferInsert, 'organizationId' | 'usCountyId'> & {
  key: string;
  /** County name as in us_counties (US locations). */
  county?: string;
  /** Monthly records: which species, how big (canine intakes a month) and which pattern of months. */
  data?: { species: Species[]; canineIntake: number; plan: MonthPlanKey };
};

export type DemoOrganization = typeof organizations.$inferInsert & { key: string; locations: DemoLocation[] };

const authorizer = (name: string, title: string, email: string, phone: string) => ({
  authorizerName: name,
  authorizerTitle: title,
  authorizerEmail: email,
  authorizerPhoneNumber: phone,
});

const texas = (city: string, county: string, addressLine1: string, zipCode: string, phone: string) => ({
  country: 'United States',
  city,
  county,
  usState: 'TX',
  addressLine1,
  zipCode,
  contactPhoneNumber: phone,
});

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    key: 'riverbend',
    name: 'Riverbend Humane Society',
    status: 'confirmed',
    organizationType: 'Animal Shelter with a Government Contract',
    ein: '742918365',
    incorporatedOn: '1987-04-01',
    websiteUrl: 'https://www.riverbendhumane.org',
    animalSpecies: ['canine', 'feline', 'rabbit'],
    annualIntake: '2,500 - 4,999',
    annualOperatingBudget: '$1,000,000 - $4,999,999',
    shelterSoftware: 'ShelterLuv',
    ...authorizer(
      'Maria Gonzalez',
      'Executive Director',
      'maria.gonzalez@riverbendhumane.org',
      '15125550142',
    ),
    locations: [
      {
        key: 'riverbend-main',
        name: 'Riverbend Main Shelter',
        primary: true,
        ...texas('Austin', 'Travis County', '7201 Levander Loop', '78702', '15125550100'),
        data: { species: ['canine', 'feline', 'rabbit'], canineIntake: 120, plan: 'demoMain' },
      },
      {
        key: 'riverbend-adoption',
        name: 'Riverbend Adoption Center - Round Rock',
        primary: false,
        ...texas('Round Rock', 'Williamson County', '1801 S Mays St', '78664', '15125550177'),
        data: { species: ['canine', 'feline'], canineIntake: 28, plan: 'demoSecond' },
      },
    ],
  },
  {
    key: 'hill-country',
    name: 'Hill Country Animal Rescue',
    status: 'confirmed',
    organizationType: 'Rescue without a Government Contract',
    ein: '743306518',
    incorporatedOn: '2009-09-01',
    websiteUrl: 'https://www.hillcountryanimalrescue.org',
    animalSpecies: ['canine', 'feline'],
    annualIntake: '500 - 999',
    annualOperatingBudget: '$250,000 - $499,999',
    shelterSoftware: 'Petstablished',
    ...authorizer('Dana Whitfield', 'Board President', 'dana@hillcountryanimalrescue.org', '15125550311'),
    locations: [
      {
        key: 'hill-country-main',
        name: 'Hill Country Rescue Ranch',
        primary: true,
        ...texas('San Marcos', 'Hays County', '2450 Hunter Rd', '78666', '15125550320'),
        data: { species: ['canine', 'feline'], canineIntake: 22, plan: 'contributor' },
      },
    ],
  },
  {
    key: 'brazos',
    name: 'Brazos Valley Animal Services',
    status: 'confirmed',
    organizationType: 'Government Animal Services',
    ein: '746001237',
    incorporatedOn: '1995-01-01',
    websiteUrl: 'https://www.brazosvalleyanimals.gov',
    animalSpecies: ['canine', 'feline'],
    annualIntake: '5,000 - 9,999',
    annualOperatingBudget: '$1,000,000 - $4,999,999',
    shelterSoftware: 'Chameleon',
    ...authorizer(
      'Luis Ortega',
      'Animal Services Director',
      'lortega@brazosvalleyanimals.gov',
      '19795550160',
    ),
    locations: [
      {
        key: 'brazos-main',
        name: 'Brazos Valley Animal Center',
        primary: true,
        ...texas('Bryan', 'Brazos County', '2207 Finfeather Rd', '77801', '19795550100'),
        data: { species: ['canine', 'feline'], canineIntake: 160, plan: 'contributor' },
      },
    ],
  },
  {
    key: 'gulf-coast',
    name: 'Gulf Coast Cat Rescue',
    status: 'registered',
    organizationType: 'Rescue without a Government Contract',
    ein: '761234098',
    incorporatedOn: '2016-06-01',
    websiteUrl: 'https://www.gulfcoastcats.org',
    animalSpecies: ['feline'],
    annualIntake: '100 - 499',
    annualOperatingBudget: '$50,000 - $249,999',
    shelterSoftware: 'Spreadsheet',
    ...authorizer('Hannah Brooks', 'Founder', 'hannah@gulfcoastcats.org', '14095550188'),
    locations: [
      {
        key: 'gulf-coast-main',
        name: 'Gulf Coast Cat Rescue Adoption House',
        primary: true,
        ...texas('Galveston', 'Galveston County', '1902 Market St', '77550', '14095550180'),
      },
    ],
  },
  {
    key: 'panhandle',
    name: 'Panhandle Pet Alliance',
    status: 'paused',
    organizationType: 'Shelter without a Government Contract',
    ein: '752210457',
    incorporatedOn: '2003-03-01',
    websiteUrl: 'https://www.panhandlepets.org',
    animalSpecies: ['canine', 'feline', 'small_mammal'],
    annualIntake: '1,000 - 2,499',
    annualOperatingBudget: '$500,000 - $999,999',
    shelterSoftware: 'PetPoint',
    ...authorizer('Ray Collins', 'Shelter Manager', 'rcollins@panhandlepets.org', '18065550120'),
    locations: [
      {
        key: 'panhandle-main',
        name: 'Panhandle Pet Alliance Shelter',
        primary: true,
        ...texas('Amarillo', 'Potter County', '3501 S Osage St', '79118', '18065550100'),
      },
    ],
  },
  {
    key: 'piney-woods',
    name: 'Piney Woods SPCA',
    status: 'confirmed',
    organizationType: 'Animal Shelter with a Government Contract',
    ein: '756004381',
    incorporatedOn: '1978-10-01',
    websiteUrl: 'https://www.pineywoodsspca.org',
    animalSpecies: ['canine', 'feline'],
    annualIntake: '1,000 - 2,499',
    annualOperatingBudget: '$500,000 - $999,999',
    shelterSoftware: 'ShelterBuddy',
    ...authorizer('Ellen Hart', 'Executive Director', 'ehart@pineywoodsspca.org', '19365550133'),
    locations: [
      {
        key: 'piney-woods-main',
        name: 'Piney Woods SPCA Shelter',
        primary: true,
        ...texas('Lufkin', 'Angelina County', '1000 Ellis Ave', '75904', '19365550130'),
      },
    ],
  },
  {
    key: 'alamo-legacy',
    name: 'Alamo Heritage Animal Shelter',
    status: 'imported',
    organizationType: 'Shelter without a Government Contract',
    animalSpecies: ['canine', 'feline'],
    shelterSoftware: 'Other',
    ...authorizer('Chris Walker', 'Shelter Director', 'legacy@example.org', '12105550199'),
    locations: [
      {
        key: 'alamo-main',
        name: 'Alamo Heritage Shelter',
        primary: true,
        ...texas('San Antonio', 'Bexar County', '4710 TX-151', '78227', '12105550190'),
      },
    ],
  },
  {
    key: 'fraser-valley',
    name: 'Fraser Valley Animal Rescue Society',
    country: 'Canada',
    status: 'confirmed',
    organizationType: 'Rescue without a Government Contract',
    businessNumber: '894512307',
    incorporatedOn: '2011-05-01',
    websiteUrl: 'https://www.fraservalleyrescue.ca',
    animalSpecies: ['canine', 'feline', 'rabbit'],
    annualIntake: '100 - 499',
    annualOperatingBudget: '$50,000 - $249,999',
    shelterSoftware: 'Paper',
    ...authorizer('Grace Liu', 'Director', 'grace@fraservalleyrescue.ca', '16045550122'),
    locations: [
      {
        key: 'fraser-valley-main',
        name: 'Fraser Valley Rescue Centre',
        primary: true,
        country: 'Canada',
        city: 'Abbotsford',
        addressLine1: '34051 Industrial Way',
        provinceOrTerritory: 'BC',
        postalCode: 'V2S 7M6',
        contactPhoneNumber: '16045550120',
      },
    ],
  },
];
