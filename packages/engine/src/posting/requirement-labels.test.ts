import { describe, expect, it } from 'vitest';
import { keyPhrase } from './requirement-terms.ts';

describe('keyPhrase on a sentence in another language', () => {
  it.each([
    // Swedish and Spanish capitalise names, not nouns; their capitalised words are not the English skill list
    [
      'Du har erfarenhet av Visma Lön och Excel inom Region Norrland.',
      'Du har erfarenhet av Visma Lön och Excel inom Region Norrland',
    ],
    [
      'Experiencia demostrable con Salesforce y HubSpot para la gestión de clientes en Madrid',
      'Experiencia demostrable con Salesforce y HubSpot para la gestión de clientes en Madrid',
    ],
  ])('%s stays whole', (text, label) => {
    expect(keyPhrase(text)).toBe(label);
  });
});

describe('keyPhrase drops the frame of how much a line asks', () => {
  it.each([
    ['TS/SCI and Security+ needed', 'TS/SCI and Security+'],
    ['(Kafka and OpenSearch skills are most critical.)', 'Kafka and OpenSearch'],
    ['Ansible experience a must', 'Ansible'],
    ['[Rust and Go experience needed]', 'Rust and Go'],
    ['Excellent Excel skills are essential.', 'Excel'],
    ['Grafana knowledge highly desired', 'Grafana'],
    ['Experience with Terraform (must have)', 'Terraform'],
  ])('%s -> %s', (text, label) => {
    expect(keyPhrase(text)).toBe(label);
  });
});

describe('keyPhrase keeps a figure that starts the line', () => {
  it.each([
    ['24/7 on-call rotation', '24/7 on-call rotation'],
    ['1. Ansible experience a must', 'Ansible'],
    ['3) Strong SQL skills', 'SQL'],
  ])('%s -> %s', (text, label) => {
    expect(keyPhrase(text)).toBe(label);
  });
});

describe('keyPhrase reads past a head that only says how much is asked', () => {
  it.each([
    ['Nice to have: experience with Quillcraft or Slate', 'Quillcraft or Slate'],
    ["Minimum Education: Master's degree in Nursing", "Master's degree in Nursing"],
    ['Preferred: Tableau', 'Tableau'],
  ])('%s -> %s', (text, label) => {
    expect(keyPhrase(text)).toBe(label);
  });
});

describe('keyPhrase on field heads and name lists', () => {
  it.each([
    ['Clearance: Must be able to obtain Public Trust.', 'obtain Public Trust'],
    [
      'Specialized experience is defined as: analyzing program data and advising senior leaders',
      'analyzing program data and advising senior leaders',
    ],
    [
      'Python, SQL, Spark, Kafka, Airflow and Snowflake on AWS with Docker and Kubernetes',
      'Python, SQL, Spark, Kafka, Airflow and Snowflake, AWS, Docker and Kubernetes',
    ],
  ])('%s -> %s', (text, label) => {
    expect(keyPhrase(text)).toBe(label);
  });
});

describe('keyPhrase drops a preference frame and keeps the noun of a lone adjective', () => {
  it.each([
    ['Past managerial experience, preferred', 'managerial experience'],
    ['Past supervisory experience', 'supervisory experience'],
    ['Experience with claims software helpful', 'claims software'],
    ['Portuguese is an asset', 'Portuguese'],
    ['Knowledge of HL7 a plus', 'HL7'],
  ])('%s -> %s', (text, label) => {
    expect(keyPhrase(text)).toBe(label);
  });
});

describe('keyPhrase on a label holding regular-expression characters', () => {
  it('reads C++ and brackets as text', () => {
    expect(keyPhrase('Strong C/C++ programming and software design methodology')).toBe(
      'C/C++ programming and software design methodology',
    );
    expect(keyPhrase('Knowledge of (Kotlin) and [Swift] experience')).toBe('(Kotlin) and [Swift]');
  });
});
