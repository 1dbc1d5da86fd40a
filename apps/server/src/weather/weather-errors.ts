import { HttpError } from '../errors/http-errors';

/** 502 with the sentence the client may show; the reason goes to the server log only. */
export class WeatherUnavailableError extends HttpError {
  constructor() {
    super(502, 'The weather service is not available right now.');
  }
}
