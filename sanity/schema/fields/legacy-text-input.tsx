import { Button, Card, Stack, Text } from '@sanity/ui';
import { set, type ObjectInputProps } from 'sanity';
import { translatedFieldTitles } from '../../translation-rules';
import {
  itemTypeOf,
  toTranslatedArray,
  translatedFields,
  type FieldTranslatedType,
} from '../../translations';

const isFieldTranslated = (type: string): type is FieldTranslatedType =>
  Object.hasOwn(translatedFields, type);

const newKey = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/**
 * An event's or venue's form, with a way forward for texts made before translations: those
 * hold a plain Norwegian string, which the translation input cannot show (Sanity offers only
 * to remove it). One button turns each into the Norwegian line of its translations, so the
 * editor can add English; until then the site reads the plain string as Norwegian.
 */
export function LegacyTextInput(props: ObjectInputProps) {
  const { value, schemaType, onChange, readOnly } = props;
  const type = schemaType.name;
  const fields = isFieldTranslated(type)
    ? (Object.entries(translatedFields[type]) as [string, string][]).filter(
        ([field]) => typeof value?.[field] === 'string',
      )
    : [];
  if (fields.length === 0 || !isFieldTranslated(type)) return props.renderDefault(props);
  const titles = fields.map(([field]) => translatedFieldTitles[type][field] ?? field);
  const convert = () =>
    onChange(
      fields.map(([field, fieldType]) =>
        set(toTranslatedArray(String(value?.[field]), itemTypeOf(fieldType), newKey()), [field]),
      ),
    );
  return (
    <Stack gap={4}>
      <Card tone="caution" padding={3} radius={2} border>
        <Stack gap={3}>
          <Text size={1}>
            {`${titles.join(', ')} er lagret fra før nettstedet fikk en engelsk utgave. Gjør teksten om til norsk, så kan du legge til engelsk. Nettstedet viser den som før.`}
          </Text>
          <Button
            text="Gjør om til norsk tekst som kan oversettes"
            tone="primary"
            mode="ghost"
            disabled={Boolean(readOnly)}
            onClick={convert}
          />
        </Stack>
      </Card>
      {props.renderDefault(props)}
    </Stack>
  );
}
