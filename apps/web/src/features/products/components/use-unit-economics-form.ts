/**
 * The unit economics calculator's state: the choice of size, sales model and warehouse, the
 * inputs it prefills (as typed in the interface language), their validation, and the
 * calculation asked of the server once typing pauses.
 */
import {
  unitEconomicsInputSchema,
  type UnitEconomicsData,
  type UnitEconomicsInput,
} from '@wb/shared/products/product.contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productQueries, type ProductKey } from '../api/product-queries';
import { formatDecimal } from '../lib/format';
import { initialChoice, inputsFor, type Choice, type Field } from '../lib/unit-economics-form';

/** The value after it stopped changing for `ms` (one request per pause in typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The calculator of `product` prefilled from `data`: choice, inputs, their errors, the result. */
export function useUnitEconomicsForm(product: ProductKey, data: UnitEconomicsData) {
  const { t, i18n } = useTranslation('product');
  const [choice, setChoice] = useState<Choice>(() => initialChoice(data));
  // Shown as typed in the interface language ("25,5"), the schema accepts either separator.
  const typed = (inputs: UnitEconomicsInput) =>
    Object.fromEntries(
      Object.entries(inputs).map(([k, v]) => [k, v === '' ? '' : formatDecimal(v, i18n.language)]),
    ) as UnitEconomicsInput;
  const [values, setValues] = useState<UnitEconomicsInput>(() => typed(inputsFor(data, choice)));

  const choose = (patch: Partial<Choice>) => {
    const next = { ...choice, ...patch };
    setChoice(next);
    const fresh = typed(inputsFor(data, next));
    // Only what the choice determines is refilled; the user's other figures stay.
    const refill: Field[] = [];
    if ('chrtId' in patch) refill.push('price', 'unitCost');
    if ('model' in patch) refill.push('commissionPercent');
    if ('model' in patch || 'warehouse' in patch) {
      refill.push('deliveryBase', 'deliveryLiter', 'storageBase', 'storageLiter');
    }
    setValues((v) => ({ ...v, ...Object.fromEntries(refill.map((f) => [f, fresh[f]])) }));
  };

  const parsed = useMemo(() => unitEconomicsInputSchema.safeParse(values), [values]);
  const errors = useMemo(() => {
    const out: Partial<Record<Field, string>> = {};
    if (parsed.success) return out;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      out[field] ??= i18n.language === 'ru' ? issue.message : t('economics.invalid');
    }
    return out;
  }, [parsed, i18n.language, t]);
  const input = useSettled(parsed.success ? parsed.data : null, 350);
  const calculation = useQuery({
    ...productQueries.calculation(product, input ?? values),
    enabled: input !== null && parsed.success,
  });
  const setValue = (name: Field, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return { choice, choose, values, setValue, parsed, errors, calculation };
}
