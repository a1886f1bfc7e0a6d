import { defineType, type Rule } from 'sanity';
import { stringFormats, type StringFormatName } from '../../rules';

const descriptions: Record<StringFormatName, string> = {
  hexColor: 'Seks sifre etter #, for eksempel #1d3557.',
  href: 'https://…, mailto:…, tel:…, en sti på nettstedet (/side) eller et anker på siden (#seksjon).',
  urlOrPath: 'https://… eller en sti på nettstedet (/side).',
  webUrl: 'Full adresse, for eksempel https://www.instagram.com/…',
  phone: 'For eksempel +47 912 34 567.',
  anchorId: 'Seksjonens ID: målet for menyankere og for knapper som lenker til #ID.',
};

function formatCheck(name: StringFormatName) {
  return (value: string | undefined) =>
    value === undefined || stringFormats[name].test(value) ? true : stringFormats[name].nb;
}

/**
 * The format check of a string type. A field that adds its own validation replaces the type's,
 * so such fields build on this one: `validation: (rule) => formatRule('href')(rule).required()`.
 */
export function formatRule(name: StringFormatName) {
  return (rule: Rule): Rule => rule.custom(formatCheck(name));
}

/**
 * One named string type per format in ../../rules. Fields declare `type: 'hexColor'` and so on;
 * the extracted schema keeps that name, which is how the dataset check finds the rule.
 */
export const stringFormatTypes = (Object.keys(stringFormats) as StringFormatName[]).map((name) =>
  defineType({
    name,
    type: 'string',
    title: stringFormats[name].title,
    description: descriptions[name],
    validation: (rule) => rule.custom(formatCheck(name)),
  }),
);
