/** The open data the analysis engine is built from, with the attribution each licence asks for (NOTICE). */
export type DataSource = { name: string; what: string; attribution: string; licence: string; url: string };

export const dataSources: DataSource[] = [
  {
    name: 'O*NET 29.3 Database',
    what: 'Occupations, alternate and reported job titles, technology skills, skills, knowledge, job zones, education and experience, related occupations.',
    attribution:
      'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Career Prep has modified all or some of this information. USDOL/ETA has not approved, endorsed, or tested these modifications. O*NET® is a trademark of USDOL/ETA.',
    licence: 'CC BY 4.0',
    url: 'https://www.onetcenter.org/database.html',
  },
  {
    name: 'ESCO classification v1.2.0',
    what: 'Transversal, digital and language skills with their alternative labels; alternative occupation labels.',
    attribution:
      'This service uses the ESCO classification of the European Commission. The ESCO data included here has been adapted (selected, filtered and combined with other sources); the adapted version is not endorsed by the European Commission.',
    licence: 'EU reuse policy',
    url: 'https://esco.ec.europa.eu/en/use-esco/download',
  },
  {
    name: 'GitHub Explore topics',
    what: 'Technology names and their aliases (k8s → Kubernetes, js → JavaScript).',
    attribution:
      'Content based on github.com/github/explore used under the CC-BY-4.0 license. The topics and aliases have been filtered and combined with other sources.',
    licence: 'CC BY 4.0',
    url: 'https://github.com/github/explore',
  },
  {
    name: 'U.S. Bureau of Labor Statistics, OEWS May 2024',
    what: 'Annual wage percentiles (10th, 25th, median, 75th, 90th) and employment per occupation. Every salary figure in the product is labelled with this source.',
    attribution:
      'Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2024 (national cross-industry estimates).',
    licence: 'Public domain',
    url: 'https://www.bls.gov/oes/',
  },
];
