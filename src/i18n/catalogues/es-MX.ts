// Spanish (Mexico): es-ES's texts (formal usted is usual in Mexico too) with Mexican vocabulary:
// celular, not móvil; vencido, not caducado; tomar una foto, not hacer una foto.
import type { RegionalCatalogue } from './types.js';

export const ES_MX: RegionalCatalogue = {
  'field.unknownFile': 'No se encontró este archivo. Vuelva a subirlo.',
  'document.retry.unsupported_image':
    'No pudimos abrir este archivo. Suba una foto de su documento en JPEG, PNG o WebP.',
  'document.retry.image_blurred':
    'La foto está borrosa. Mantenga la cámara quieta, deje que enfoque y vuelva a tomar la foto.',
  'document.retry.image_glare':
    'Hay reflejos en el documento. Aléjese de la luz directa o incline ligeramente el documento y vuelva a tomar la foto.',
  'page.expired.title': 'Este enlace venció',
  'page.sms.expired': 'El código venció. Solicite uno nuevo.',
  'page.kyb.expired': 'Este resultado de búsqueda venció. Vuelva a elegir su empresa entre los nuevos resultados.',
  'page.doc.instructions':
    'Tome una foto nítida de su documento ({types}), plano y llenando el encuadre, con las líneas de caracteres de la parte inferior totalmente visibles. JPEG, PNG o WebP, hasta {size}.',
  'page.doc.visa': 'visa',
  'page.doc.takePhoto': 'Tomar foto',
  'page.doc.photoTaken': 'Foto tomada',
  'page.doc.usePhone': 'Usar mi celular',
  'page.doc.scan': 'Escanee el código con la cámara de su celular o abra en él esta dirección:',
  'page.doc.phoneDone': 'Esta página avanzará sola cuando su celular termine.',
  'page.error.title': 'Algo salió mal',
  'page.error.generic': 'Algo salió mal. Vuelva a intentarlo.',
};
