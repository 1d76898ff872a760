import { object, string, type InferType } from 'yup';
import { keyedDictionary } from './keyed';
import { optionalLanguage as language } from './requests';
import { BASKET_MESSAGE_PARAMS, basketMessages } from './basket-messages';
import { UUID_PATTERN } from './patterns';
export * from './basket-messages';

/** `basketMessages` with their keys, as the schemas give them (`basket.<name>`). */
export const keyedBasketMessages = keyedDictionary('basket', basketMessages, BASKET_MESSAGE_PARAMS);

/** `GET /user/getProducts?language=`: the products in a language (absent: the caller's). */
export const productsSchema = object({ language });
export type ProductsValues = InferType<typeof productsSchema>;

/** `GET /user/getProductDetails/{id}?language=`: one product. */
export const productPathSchema = object({
  id: string()
    .typeError(keyedBasketMessages.productId)
    .trim()
    .required(keyedBasketMessages.productIdRequired)
    .matches(UUID_PATTERN, { message: keyedBasketMessages.productId }),
  language,
});
export type ProductPathValues = InferType<typeof productPathSchema>;
