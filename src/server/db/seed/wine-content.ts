/**
 * Reference content around the wine reserve: the vaults that hold it (spec: storage 12-14 C,
 * humidity 60-70%), the fine-wine index of the appreciation timeline (2000 = 100, 2024 = 287, the
 * seven years of the spec) and four star vintages. Admins edit the same tables later.
 */
export interface SeedStorageFacility {
  slug: string;
  name: string;
  address: string;
  capacityBottles: number;
  temperatureC: string;
  humidityPct: string;
  securityLevel: string;
  securityFeatures: string[];
  lastInspection: string;
}

export const SEED_STORAGE_FACILITIES: SeedStorageFacility[] = [
  {
    slug: 'bordeaux-cellar-vault',
    name: 'Bordeaux Cellar Vault',
    address: 'Quai des Chartrons, 33000 Bordeaux, France',
    capacityBottles: 20_000,
    temperatureC: '13.0',
    humidityPct: '68.0',
    securityLevel: 'Level 5 bonded',
    securityFeatures: [
      'Biometric access control',
      '24/7 armed security and CCTV',
      'Seismic and flood sensors',
      'Inert-gas fire suppression',
    ],
    lastInspection: '2026-10-14',
  },
  {
    slug: 'london-bonded-reserve',
    name: 'London Bonded Reserve',
    address: 'Royal Docks, London E16, United Kingdom',
    capacityBottles: 50_000,
    temperatureC: '12.5',
    humidityPct: '65.0',
    securityLevel: 'HMRC bonded, Level 5',
    securityFeatures: [
      'Dual-key vault doors',
      'RFID tag on every case',
      '24/7 monitored CCTV',
      'Independent quarterly audits',
    ],
    lastInspection: '2026-09-30',
  },
  {
    slug: 'napa-cave-vault',
    name: 'Napa Valley Cave Vault',
    address: 'Silverado Trail, Napa, California, United States',
    capacityBottles: 15_000,
    temperatureC: '13.5',
    humidityPct: '70.0',
    securityLevel: 'Level 4 private cave',
    securityFeatures: [
      'Hillside cave with natural insulation',
      'Biometric and PIN access',
      'Vibration and humidity telemetry',
      'Backup power and climate control',
    ],
    lastInspection: '2026-08-22',
  },
];

export interface SeedWineIndexPoint {
  year: number;
  indexValue: string;
  event: string;
  description: string;
  milestone: string;
}

export const SEED_WINE_INDEX: SeedWineIndexPoint[] = [
  {
    year: 2000,
    indexValue: '100',
    event: 'Millennium vintage',
    description: 'A celebrated Bordeaux vintage opens the decade and sets the baseline of the fine-wine index.',
    milestone: 'Index baseline',
  },
  {
    year: 2005,
    indexValue: '142',
    event: 'Bordeaux 2005 en primeur',
    description: 'Record en-primeur prices for a great vintage draw institutional buyers to fine wine.',
    milestone: 'Fine wine joins institutional portfolios',
  },
  {
    year: 2008,
    indexValue: '168',
    event: 'Global financial crisis',
    description: 'While equities fall sharply, top wines hold most of their value and recover within a year.',
    milestone: 'Resilience through a crisis',
  },
  {
    year: 2010,
    indexValue: '205',
    event: 'Asian demand surge',
    description: 'Collectors in Hong Kong and mainland China push First Growth prices to all-time highs.',
    milestone: 'A global collector base',
  },
  {
    year: 2015,
    indexValue: '231',
    event: 'Burgundy and Champagne rally',
    description: 'Scarce Burgundy and prestige Champagne lead the market as collectors look beyond Bordeaux.',
    milestone: 'Broader regional leadership',
  },
  {
    year: 2020,
    indexValue: '254',
    event: 'Pandemic resilience',
    description: 'Fine wine stays steady through market turmoil and demand for tangible assets grows.',
    milestone: 'Tangible assets in demand',
  },
  {
    year: 2024,
    indexValue: '287',
    event: 'Tokenized wine',
    description: 'Real-world-asset tokens open vault-stored wine to investors worldwide in small amounts.',
    milestone: 'Wine meets the blockchain',
  },
];

export interface SeedStarVintage {
  slug: string;
  name: string;
  vintage: number;
  appreciationPct: string;
  note: string;
  sortOrder: number;
}

export const SEED_STAR_VINTAGES: SeedStarVintage[] = [
  {
    slug: 'lafite-1982',
    name: 'Château Lafite Rothschild',
    vintage: 1982,
    appreciationPct: '1250',
    note: 'Since release',
    sortOrder: 1,
  },
  {
    slug: 'petrus-1990',
    name: 'Pétrus',
    vintage: 1990,
    appreciationPct: '890',
    note: 'Since release',
    sortOrder: 2,
  },
  {
    slug: 'romanee-conti-1990',
    name: 'Romanée-Conti',
    vintage: 1990,
    appreciationPct: '1680',
    note: 'Since release',
    sortOrder: 3,
  },
  {
    slug: 'screaming-eagle-1997',
    name: 'Screaming Eagle',
    vintage: 1997,
    appreciationPct: '740',
    note: 'Since release',
    sortOrder: 4,
  },
];
