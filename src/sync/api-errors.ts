import { isApiErrorBody, type ApiErrorBody } from '../domain/errors'

/** The server answered with an error status; `code` is the API's error code (or http_<status>). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message)
    this.name = 'ApiError'
  }

  get code(): string {
    return this.body.code
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const parsed: unknown = await response.json().catch(() => null)
    const body = isApiErrorBody(parsed) ? parsed : { code: `http_${response.status}`, message: response.statusText }
    return new ApiError(response.status, body)
  }
}

/** No answer at all: offline, DNS, connection reset. Always worth trying again later. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause })
    this.name = 'NetworkError'
  }
}

/** The refresh token was refused: the person must sign in again (nothing on the device is lost). */
export class SessionExpiredError extends Error {
  constructor() {
    super('The session expired; sign in again')
    this.name = 'SessionExpiredError'
  }
}
