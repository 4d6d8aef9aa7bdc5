import { describe, expect, it } from 'vitest';
import { degreeLevel, extractEducation } from './extract-education.ts';

const educationOf = (...texts: string[]) =>
  extractEducation(texts.map((text, index) => ({ index, text }))).map((e) => [
    e.institution,
    e.degree,
    e.dates?.text ?? null,
  ]);

describe('extractEducation', () => {
  it('reads "Degree : Field , date" above "Institution - City"', () => {
    expect(
      educationOf(
        'High School Diploma : 05/1990',
        'Lincoln Park High School - City',
        'Associate of Applied Science : Nursing , 05/1995',
        'Olive Harvey College - City',
      ),
    ).toEqual([
      ['Lincoln Park High School', 'High School Diploma', '05/1990'],
      ['Olive Harvey College', 'Associate of Applied Science : Nursing', '05/1995'],
    ]);
  });

  it('tells the field of study from the institution when they run together', () => {
    expect(educationOf('Master of Business : Accounting Monash University ï¼ City , State , Australia')).toEqual([
      ['Monash University, Australia', 'Master of Business : Accounting', null],
    ]);
    expect(educationOf('Bachelor of Arts : Graphic Design University of Nevada Las Vegas - City , State')).toEqual([
      ['University of Nevada Las Vegas', 'Bachelor of Arts : Graphic Design', null],
    ]);
  });

  it('takes a date on its own line for the entry below it, institution first or degree first', () => {
    expect(
      educationOf(
        'May 2017',
        "Master's : Mechanical Engineering Illinois Institute of Technology (IIT)   Chicago, IL",
        'May 2014',
        'Rockville High School 06/1999 High School Diploma',
      ),
    ).toEqual([
      ['Illinois Institute of Technology (IIT)', "Master's : Mechanical Engineering", 'May 2017'],
      ['Rockville High School', 'High School Diploma', '06/1999'],
    ]);
  });

  it('reads B.Tech, MBA and a diploma with its field, and a course of study named without a degree word', () => {
    expect(educationOf('B.Tech in Computer Science, Anna University, 2016')).toEqual([
      ['Anna University', 'B.Tech in Computer Science', '2016'],
    ]);
    expect(educationOf('MBA 2012 Kellogg School of Management')).toEqual([
      ['Kellogg School of Management', 'MBA', '2012'],
    ]);
    expect(educationOf('Diploma: Nursing 2010')).toEqual([[null, 'Diploma: Nursing', '2010']]);
    expect(educationOf('Study Abroad 2015 Yonsei University City , South Korea')).toEqual([
      ['Yonsei University, South Korea', 'Study Abroad', '2015'],
    ]);
  });

  it('reads a date printed with its place on a line of its own, and each degree under a school printed as a heading', () => {
    expect(
      educationOf(
        'Westbrook University',
        'MEng in Computer Science',
        'Dec 2016 | Eugene, OR',
        'Cum. GPA: 3.9 / 4.0',
        'BS in Computer Science',
        'May 2015 | Eugene, OR',
      ),
    ).toEqual([
      ['Westbrook University', 'MEng in Computer Science', 'Dec 2016'],
      ['Westbrook University', 'BS in Computer Science', 'May 2015'],
    ]);
    // a degree printed above its school names its own school, never the one above
    expect(educationOf('MBA', 'Northgate University, 2018', 'BA in History', 'Westbrook College, 2012')).toEqual([
      ['Northgate University', 'MBA', '2018'],
      ['Westbrook College', 'BA in History', '2012'],
    ]);
  });

  it("never takes 'Some College' or 'Attended' for a school's name", () => {
    expect(
      educationOf(
        'Some College Coursework Completed : Business , 2010 Harbor Community College City , State',
        'GED , 2004 City , State',
      ),
    ).toEqual([
      ['Harbor Community College', 'Some College Coursework Completed : Business', '2010'],
      [null, 'GED', '2004'],
    ]);
    expect(educationOf('Attended Westbrook State University 2005 - 2007')).toEqual([
      ['Westbrook State University', null, '2005 - 2007'],
    ]);
  });

  it('prints the field once when the export repeats it, and skips sentences under an entry', () => {
    expect(
      educationOf(
        'University of Maryland 2006 B.S : Business Administration Business Administration',
        'Completed the course study and passed the required test in every subject of the programme.',
      ),
    ).toEqual([['University of Maryland', 'B.S : Business Administration', '2006']]);
  });

  it('keeps a country printed after the school with it, never a place in the United States', () => {
    expect(
      educationOf(
        'Bachelor of Engineering in Civil Engineering; GPA: 3.6   Aug 2009 - May 2013',
        '• Anna University   Chennai, India',
      ),
    ).toEqual([
      ['Anna University, Chennai, India', 'Bachelor of Engineering in Civil Engineering', 'Aug 2009 - May 2013'],
    ]);
    expect(educationOf('Certificate , Management 2009 Civil Service College   City , State , United Kingdom')).toEqual([
      ['Civil Service College, United Kingdom', 'Certificate , Management', '2009'],
    ]);
    expect(educationOf('BS in Biology, Purdue University – West Lafayette, IN')).toEqual([
      ['Purdue University', 'BS in Biology', null],
    ]);
  });

  it('reads a school named without a school word after the entry date', () => {
    expect(
      educationOf('Chartered Certified Accountant , Accountancy 2003 Brightwater Financial Training   City , State'),
    ).toEqual([['Brightwater Financial Training', 'Chartered Certified Accountant , Accountancy', '2003']]);
    expect(educationOf('Bachelor of Science , Biology 2011 Magna Cum Laude')).toEqual([
      [null, 'Bachelor of Science , Biology', '2011'],
    ]);
  });

  it('reads an entry whose line runs on into a description, when it opens with a degree or a school', () => {
    expect(
      educationOf(
        'Master of Business : Finance Harbourview University   City , State',
        'Bachelor of Commerce : Accounting Eastlake University   City , State Coursework mainly covered management accounting, auditing, governance and ethics over three years.',
      ),
    ).toEqual([
      ['Harbourview University', 'Master of Business : Finance', null],
      ['Eastlake University', 'Bachelor of Commerce : Accounting', null],
    ]);
  });

  it('reads J.D. and M.D. written with a dot and no closing dot', () => {
    expect(educationOf('J.D : Law, 1990 Lakeshore College of Law')).toEqual([
      ['Lakeshore College of Law', 'J.D : Law', '1990'],
    ]);
  });

  it('keeps a campus after a dash, a country at the end of the line, and a place printed with the name repeated', () => {
    expect(educationOf('Riverside State University - Eastfield Master of Science in Biology, 2015')).toEqual([
      ['Riverside State University - Eastfield', 'Master of Science in Biology', '2015'],
    ]);
    expect(educationOf('Sept 2012 – June 2016 Anadolu Technical University, BS in Physics – Ankara, Türkiye')).toEqual([
      ['Anadolu Technical University, Ankara, Türkiye', 'BS in Physics', 'Sept 2012 – June 2016'],
    ]);
    expect(
      educationOf(
        'Kaveri Institute of Technology Bachelor of Technology : Civil Engineering Kaveri Institute of Technology, Karnataka, India',
      ),
    ).toEqual([
      ['Kaveri Institute of Technology, Karnataka, India', 'Bachelor of Technology : Civil Engineering', null],
    ]);
    // a place with its state is no campus; a field of study after the dash is no campus
    expect(educationOf('BS in Physics, Westbrook University - Palo Alto, CA')).toEqual([
      ['Westbrook University', 'BS in Physics', null],
    ]);
    expect(educationOf('Westbrook University - Computer Science 2015')[0]![0]).toBe('Westbrook University');
  });

  it('reads two entries printed on one line, each with its degree, date and school', () => {
    expect(
      educationOf(
        'J.D : Law, with honors , 1990 Lakeshore College of Law - City , State Diploma : College Prep , 1984 Northside High School',
      ),
    ).toEqual([
      ['Lakeshore College of Law', 'J.D : Law', '1990'],
      ['Northside High School', 'Diploma : College Prep', '1984'],
    ]);
  });
});

describe('grades beside the degree and the dates', () => {
  const read = (lines: string[]) => extractEducation(lines.map((text, index) => ({ index, text })));
  it('reads a date line that also carries the GPA, and a bare grade after the degree as the GPA', () => {
    expect(
      read(['Bachelor of Information Technology, University of Oklahoma', 'Jun 2011 - Jan 2014 · GPA: 4.0'])[0],
    ).toMatchObject({ gpa: '4.0', dates: { text: 'Jun 2011 - Jan 2014' } });
    expect(read(['B.S. Computer Science - 3.8', 'Sep 2010 - May 2014'])[0]).toMatchObject({
      degree: 'B.S. Computer Science',
      gpa: '3.8',
    });
  });
  it('leaves honours, the status and a cut bracket out of the degree, and gives an entry printed twice once', () => {
    expect(
      educationOf('MBA : Finance, magna cum laude, rank 4th , 2009 Northfield University - City , State').map(
        (e) => e[1],
      ),
    ).toEqual(['MBA : Finance']);
    expect(educationOf('Bachelor of Science : Biology Current Lakeview University').map((e) => e[1])).toEqual([
      'Bachelor of Science : Biology',
    ]);
    expect(educationOf('Lakeview University City , Canada Bachelor of Nursing (B.N').map((e) => e[1])).toEqual([
      'Bachelor of Nursing',
    ]);
    expect(
      educationOf(
        'Master of Arts in History, 2019 Lakeview University',
        'Master of Arts : History , Present Lakeview University',
      ),
    ).toEqual([['Lakeview University', 'Master of Arts in History', '2019']]);
    expect(
      educationOf(
        'Master of Arts in History, 2019 Lakeview University',
        'Master of Arts in Economics, 2021 Lakeview University',
      ),
    ).toHaveLength(2);
  });
  it("keeps the city a school's name carries before a second name after the comma", () => {
    expect(educationOf('Westbrook College Leeds, The University of Leeds').map((e) => e[0])).toEqual([
      'Westbrook College Leeds, The University of Leeds',
    ]);
    expect(educationOf('BSc Chemistry 2015 Westbrook University Leeds, UK').map((e) => e[0])).not.toContain(
      'Westbrook University Leeds, UK',
    );
  });
  it('reads a diploma from a high school as a high school diploma, and one from a college as a certificate', () => {
    const levels = (...texts: string[]) =>
      extractEducation(texts.map((text, index) => ({ index, text }))).map((e) => e.levelLabel);
    expect(levels('Honors Diploma Westfield High School - City , State')).toEqual(['High school diploma']);
    expect(levels('Diploma : Culinary Arts 2012 Westfield Community College')).toEqual(['Post-secondary certificate']);
  });
});

describe('degreeLevel', () => {
  it('reads a high school diploma as one, not as a post-secondary certificate', () => {
    expect(degreeLevel('a high school diploma or GED is required')?.label).toBe('High school diploma');
    expect(degreeLevel('Secondary School Diploma')?.level).toBe(2);
    expect(degreeLevel('Diploma in Nursing')?.label).toBe('Post-secondary certificate');
  });
});
