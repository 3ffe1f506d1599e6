import carUrl from '../../models/race-car.gltf?url';

/** Local font for drei's <Text> (it would fetch one from a CDN otherwise). */
export const FONT_URL = '/fonts/DejaVuSans.ttf';
export const CAR_MODEL_URL: string = carUrl;
