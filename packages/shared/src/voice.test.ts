import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';
import { stringsIn, tuForms } from './voice.testing.ts';

describe('one voice (decision 0064)', () => {
  it('finds tú where an instruction starts, with a pronoun, and in the present tense', () => {
    expect(tuForms('Verifica tu cuenta. Ingrésalo aquí.')).toEqual(['Verifica', 'Ingrésalo']);
    expect(tuForms('Transfiere el importe y sube el comprobante')).toEqual(['Transfiere', 'sube']);
    expect(tuForms('Ya puedes ingresar; no tienes permiso.')).toEqual(['puedes', 'tienes']);
    expect(tuForms('Cuéntanos si llegó. Respóndele hoy.')).toEqual(['Cuéntanos', 'Respóndele']);
  });

  it('leaves voseo, the third person, nouns and the spec’s own texts alone', () => {
    const vos = 'Verificá tu cuenta. Ingresalo acá. Transferí y subí el comprobante. Contanos. Respondele.';
    expect(tuForms(vos)).toEqual([]);
    expect(tuForms('Ya podés ingresar si tenés cuenta; el sistema verifica los datos; esto espera.')).toEqual(
      [],
    );
    expect(tuForms('Tu cuenta, tus días hábiles, los términos, el título y la cédula.')).toEqual([]);
    expect(tuForms('Debes seleccionar una imagen antes de guardar.')).toEqual([]);
    expect(tuForms('Puedes abonar aquí')).toEqual([]);
  });

  it('no shared message speaks tú outside the spec’s texts', () => {
    const found = stringsIn(messages)
      .map(([path, text]) => ({ path, forms: tuForms(text) }))
      .filter((m) => m.forms.length > 0);
    expect(found).toEqual([]);
  });
});
