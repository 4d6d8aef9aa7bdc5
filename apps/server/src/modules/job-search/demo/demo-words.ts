/** Word lists of the demo catalogue's fictional employers, by SOC major group (first two digits). */
export const COMPANY_FIRST = [
  'Harbor', 'Northwind', 'Bluebird', 'Cedar', 'Summit', 'Riverbend', 'Lakeside', 'Ironwood', 'Juniper', 'Copperline', 'Meridian', 'Brightwater',
  'Granite', 'Silverpine', 'Oakridge', 'Redfern', 'Westlake', 'Evergreen', 'Keystone', 'Lumen', 'Prairie', 'Stonebridge', 'Tidewater', 'Willow',
  'Aspen', 'Beacon', 'Crescent', 'Driftwood', 'Elmstead', 'Foxglove', 'Highland', 'Kestrel', 'Larkspur', 'Maple', 'Northstar', 'Orchard',
] as const;

export const COMPANY_KIND: Record<string, readonly string[]> = {
  '11': ['Group', 'Partners', 'Holdings'], '13': ['Advisory', 'Financial', 'Consulting'], '15': ['Software', 'Labs', 'Data'],
  '17': ['Engineering', 'Design Works', 'Systems'], '19': ['Research', 'Sciences', 'Institute'], '21': ['Community Services', 'Family Center', 'Outreach'],
  '23': ['Legal', 'Law Group', 'Counsel'], '25': ['Academy', 'Schools', 'Learning'], '27': ['Studio', 'Media', 'Creative'],
  '29': ['Health', 'Medical Center', 'Clinic'], '31': ['Care', 'Health Services', 'Home Care'], '33': ['Security', 'Safety Services', 'Protection'],
  '35': ['Kitchen', 'Hospitality', 'Bistro'], '37': ['Facilities', 'Grounds', 'Property Services'], '39': ['Wellness', 'Fitness', 'Services'],
  '41': ['Retail', 'Sales', 'Market'], '43': ['Services', 'Office Solutions', 'Administration'], '45': ['Farms', 'Growers', 'Agriculture'],
  '47': ['Builders', 'Construction', 'Contracting'], '49': ['Maintenance', 'Repair', 'Technical Services'], '51': ['Manufacturing', 'Industries', 'Works'],
  '53': ['Logistics', 'Transport', 'Freight'],
};

export const SENIORITY = [
  { prefix: '', share: 0.55, years: [1, 4] as const, band: [0.35, 0.65] as const },
  { prefix: 'Senior ', share: 0.22, years: [5, 8] as const, band: [0.6, 0.95] as const },
  { prefix: 'Junior ', share: 0.13, years: [0, 1] as const, band: [0.05, 0.35] as const },
  { prefix: 'Lead ', share: 0.1, years: [7, 10] as const, band: [0.75, 1] as const },
] as const;

export const INTROS = [
  (company: string, title: string, place: string) => `${company} is hiring ${title} ${place}.`,
  (company: string, title: string, place: string) => `Join ${company} as ${title} ${place}.`,
  (company: string, title: string, place: string) => `${company} is looking for ${title} to join the team ${place}.`,
] as const;
