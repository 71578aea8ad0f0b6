/**
 * Seeded wine reserve. Chosen so a fresh install shows the spec's figures: total wine value
 * USD 52,400,000, of which USD 51,200,000 backs the token; with 50,000,000 VINO issued the backing
 * ratio is 102.4% (PRODUCT.md).
 */
export interface SeedWineAsset {
  slug: string;
  name: string;
  producer: string;
  vintage: number;
  region: string;
  country: string;
  category: 'red' | 'white' | 'sparkling' | 'dessert' | 'fortified';
  currentValue: string;
  purchasePrice: string;
  bottleCount: number;
  description: string;
  isFeatured: boolean;
  backsToken: boolean;
}

export const SEED_WINE_ASSETS: SeedWineAsset[] = [
  { slug: 'chateau-margaux-2015', name: 'Château Margaux', producer: 'Château Margaux', vintage: 2015, region: 'Bordeaux', country: 'France', category: 'red', currentValue: '1150.00', purchasePrice: '850.00', bottleCount: 4000, description: 'A legendary vintage from the First Growth of Margaux: silky, perfumed and built to age for decades.', isFeatured: true, backsToken: true },
  { slug: 'drc-romanee-conti-2017', name: 'Romanée-Conti Grand Cru', producer: 'Domaine de la Romanée-Conti', vintage: 2017, region: 'Burgundy', country: 'France', category: 'red', currentValue: '24500.00', purchasePrice: '17000.00', bottleCount: 400, description: 'The most sought-after Pinot Noir in the world, from a monopole vineyard of under two hectares.', isFeatured: true, backsToken: true },
  { slug: 'dom-perignon-2008', name: 'Dom Pérignon', producer: 'Moët & Chandon', vintage: 2008, region: 'Champagne', country: 'France', category: 'sparkling', currentValue: '320.00', purchasePrice: '210.00', bottleCount: 12500, description: 'A cool, late-ripening year that gave one of the finest Dom Pérignon releases of the century.', isFeatured: true, backsToken: true },
  { slug: 'sassicaia-2016', name: 'Sassicaia', producer: 'Tenuta San Guido', vintage: 2016, region: 'Tuscany', country: 'Italy', category: 'red', currentValue: '480.00', purchasePrice: '300.00', bottleCount: 7500, description: 'The original Super Tuscan in a perfect vintage, rated among the greatest Italian wines ever made.', isFeatured: true, backsToken: true },
  { slug: 'screaming-eagle-2018', name: 'Screaming Eagle Cabernet Sauvignon', producer: 'Screaming Eagle', vintage: 2018, region: 'Napa Valley', country: 'United States', category: 'red', currentValue: '4200.00', purchasePrice: '3000.00', bottleCount: 1500, description: 'Napa’s most collected cult Cabernet, produced in tiny quantities and allocated by mailing list.', isFeatured: true, backsToken: true },
  { slug: 'chateau-d-yquem-2009', name: 'Château d’Yquem', producer: 'Château d’Yquem', vintage: 2009, region: 'Bordeaux', country: 'France', category: 'dessert', currentValue: '650.00', purchasePrice: '420.00', bottleCount: 6000, description: 'The benchmark of sweet Sauternes from a rich, botrytis-blessed vintage that will live for a century.', isFeatured: true, backsToken: true },
  { slug: 'petrus-2010', name: 'Pétrus', producer: 'Pétrus', vintage: 2010, region: 'Bordeaux', country: 'France', category: 'red', currentValue: '5500.00', purchasePrice: '4000.00', bottleCount: 1600, description: 'Pomerol’s most famous Merlot from one of the great Right Bank vintages.', isFeatured: false, backsToken: true },
  { slug: 'krug-clos-du-mesnil-2006', name: 'Krug Clos du Mesnil', producer: 'Krug', vintage: 2006, region: 'Champagne', country: 'France', category: 'sparkling', currentValue: '1700.00', purchasePrice: '1200.00', bottleCount: 2000, description: 'A single walled Chardonnay vineyard in Le Mesnil-sur-Oger, bottled only in exceptional years.', isFeatured: false, backsToken: true },
  { slug: 'tignanello-2019', name: 'Tignanello', producer: 'Marchesi Antinori', vintage: 2019, region: 'Tuscany', country: 'Italy', category: 'red', currentValue: '150.00', purchasePrice: '110.00', bottleCount: 16000, description: 'A Sangiovese-led blend that helped define modern Tuscany, from a warm and balanced year.', isFeatured: false, backsToken: true },
  { slug: 'harlan-estate-2016', name: 'Harlan Estate', producer: 'Harlan Estate', vintage: 2016, region: 'Napa Valley', country: 'United States', category: 'red', currentValue: '1100.00', purchasePrice: '800.00', bottleCount: 4000, description: 'A First Growth of California from the Oakville hillsides, in a classic, age-worthy vintage.', isFeatured: false, backsToken: true },
  { slug: 'leflaive-montrachet-2014', name: 'Montrachet Grand Cru', producer: 'Domaine Leflaive', vintage: 2014, region: 'Burgundy', country: 'France', category: 'white', currentValue: '8000.00', purchasePrice: '5500.00', bottleCount: 150, description: 'Held in the treasury and not yet part of the token reserve while its appraisal is renewed.', isFeatured: false, backsToken: false },
];

export const SEED_INITIAL_SUPPLY_VINO = '50000000';
