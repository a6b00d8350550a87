/**
 * Generated from Onward's OpenAPI document by `npm run client:generate` (scripts/client-types.ts).
 * Do not edit: change the routes' schemas and regenerate. test/client/generated-types.test.ts
 * fails when this file and the document differ.
 */

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | {
      [key: string]: JsonValue;
    };
export interface paths {
  '/connect/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Get an access token (OAuth 2.0 client credentials) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access_token: string;
              /** @enum {string} */
              token_type: 'Bearer';
              /** @description Lifetime in seconds */
              expires_in: number;
              scope: string;
            };
          };
        };
        /** @description RFC 6749 error: invalid_request, unsupported_grant_type, invalid_client, invalid_scope */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'invalid_request' | 'unsupported_grant_type' | 'invalid_client' | 'invalid_scope';
              error_description: string;
            };
          };
        };
        /** @description RFC 6749 error: invalid_request */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'invalid_request';
              error_description: string;
            };
          };
        };
        /** @description RFC 6749 error: invalid_request */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'invalid_request';
              error_description: string;
            };
          };
        };
        /** @description RFC 6749 error: temporarily_unavailable */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'temporarily_unavailable';
              error_description: string;
            };
          };
        };
        /** @description RFC 6749 error: server_error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'server_error';
              error_description: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connection/v1/testauthentication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check Basic credentials */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Hello <username> */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /** @example Hello user-a */
            'application/json': string;
          };
        };
        /** @description Error (docs/errors.md): 4050 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4050,
             *       "message": "Invalid credentials"
             *     }
             */
            'application/json': {
              /**
               * @description 4050: Invalid credentials
               * @enum {integer}
               */
              code: 4050;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4429 */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4429,
             *       "message": "Too many requests"
             *     }
             */
            'application/json': {
              /**
               * @description 4429: Too many requests
               * @enum {integer}
               */
              code: 4429;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/flows/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a flow and its newest document */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description Flow id chosen by the tenant */
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              flow: components['schemas']['FlowSummary'];
              document: components['schemas']['FlowDocument'];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4404 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4404: Resource not found
               * @enum {integer}
               */
              code: 4000 | 4404;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    /**
     * Upload a flow document as a new draft version
     * @description The body is a flow document (docs/flow-document.md). Every upload creates a new immutable version; publish it to run it.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description Flow id chosen by the tenant */
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FlowDocument'];
        };
      };
      responses: {
        /** @description A new version of an existing flow */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              flow: components['schemas']['FlowSummary'];
              version: number;
              warnings: components['schemas']['DocumentIssue'][];
            };
          };
        };
        /** @description The first version of a new flow */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              flow: components['schemas']['FlowSummary'];
              version: number;
              warnings: components['schemas']['DocumentIssue'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4003, 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4003,
             *       "message": "Flow is empty"
             *     }
             */
            'application/json': {
              /**
               * @description 4003: Flow is empty; 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4003 | 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4030 */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4030,
             *       "message": "The supplied authentication is not authorized to access the resource"
             *     }
             */
            'application/json': {
              /**
               * @description 4030: The supplied authentication is not authorized to access the resource
               * @enum {integer}
               */
              code: 4030;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4420 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4420,
             *       "message": "Flow document is invalid"
             *     }
             */
            'application/json': {
              /**
               * @description 4420: Flow document is invalid
               * @enum {integer}
               */
              code: 4420;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/flows': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the tenant's flows */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              flows: components['schemas']['FlowSummary'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/flows/{flowId}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish a version to the test or live slot
     * @description New sessions of `/test/...` paths run the test version, plain paths the live one; running sessions keep their version.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description Flow id chosen by the tenant */
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            target: 'test' | 'live';
            /** @description Defaults to the newest version */
            version?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              flowId: string;
              target: string;
              version: number;
              /** Format: date-time */
              publishedAt: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4404 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4404: Resource not found
               * @enum {integer}
               */
              code: 4000 | 4404;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Get an access token with a username and password */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "Username": "user-a",
           *       "Password": "password-a"
           *     }
           */
          'application/json': {
            Username: string;
            Password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              StatusCode: number;
              Message: string;
              Result: {
                Token: string;
                /** @enum {string} */
                TokenType: 'bearer';
                RefreshToken: string;
                /** @description Access token lifetime in seconds */
                ExpiresIn: number;
              };
            };
          };
        };
        /** @description Error envelope: 4007 Submitted data is malformed; 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4050 Invalid credentials */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4413 Request body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 413;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4415 Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 415;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4429 Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 429;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Token/ClientCredentials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Get an access token with a client id and secret */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            ClientID: string;
            ClientSecret: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              StatusCode: number;
              Message: string;
              Result: {
                Token: string;
                /** @enum {string} */
                TokenType: 'bearer';
                RefreshToken: string;
                /** @description Access token lifetime in seconds */
                ExpiresIn: number;
              };
            };
          };
        };
        /** @description Error envelope: 4007 Submitted data is malformed; 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4050 Invalid credentials */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4413 Request body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 413;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4415 Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 415;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4429 Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 429;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Token/Refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange a refresh token for a new token pair (the refresh token works once) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            RefreshToken: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              StatusCode: number;
              Message: string;
              Result: {
                Token: string;
                /** @enum {string} */
                TokenType: 'bearer';
                RefreshToken: string;
                /** @description Access token lifetime in seconds */
                ExpiresIn: number;
              };
            };
          };
        };
        /** @description Error envelope: 4007 Submitted data is malformed; 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4011 Invalid token */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4413 Request body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 413;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4415 Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 415;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4429 Too many requests */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 429;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Enrollment/CreateEnrollmentWithIndividual': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enroll an individual for ongoing monitoring
     * @description Frequency: Daily, Weekly, Biweekly, Monthly, Quarterly or Yearly (any case). ServiceName: Watchlist. See docs/monitoring.md.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "CallbackUrl": "https://example.com/hooks/monitoring",
           *       "Frequency": "Weekly",
           *       "IndividualToMonitor": {
           *         "FirstName": "Ada",
           *         "LastName": "Lovelace",
           *         "DateOfBirth": "1815-12-10"
           *       },
           *       "ServiceName": "Watchlist"
           *     }
           */
          'application/json': {
            /**
             * Format: uri
             * @description The webhook that receives the callback records
             */
            CallbackUrl: string;
            /** @description One of Daily, Weekly, Biweekly, Monthly, Quarterly, Yearly (any case) */
            Frequency: string;
            IndividualToMonitor: {
              FirstName?: string;
              LastName: string;
              /** @description YYYY-MM-DD */
              DateOfBirth?: string;
            };
            /** @description Default false: the initial check runs at once */
            SkipInitialCallback?: boolean;
            CustomerReferenceId?: string;
            /** @enum {string} */
            ServiceName: 'Watchlist';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              StatusCode: number;
              Message: string;
              /** @description Enrollment id (UUID) */
              Result: string;
            };
          };
        };
        /** @description Error envelope: 4007 Submitted data is malformed; 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4011 Invalid token; 4012 Token has expired; 4031 Authentication required */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4413 Request body too large */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 413;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4415 Unsupported media type */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 415;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Enrollment/{enrollmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an enrollment */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          enrollmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Plain text saying the enrollment was deleted */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
        /** @description Error envelope: 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4011 Invalid token; 4012 Token has expired; 4031 Authentication required */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4404 Resource not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 404;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Enrollment/{enrollmentId}/frequency': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change how often an enrollment is rescanned */
    put: {
      parameters: {
        query?: {
          frequencyName?: string;
        };
        header?: never;
        path: {
          enrollmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              StatusCode: number;
              Message: string;
              Result: string;
            };
          };
        };
        /** @description Error envelope: 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4011 Invalid token; 4012 Token has expired; 4031 Authentication required */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4404 Resource not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 404;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Enrollment/History/{enrollmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Callback records of an enrollment, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          enrollmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              StatusCode: number;
              Message: string;
              /** @description Callback records, newest first */
              Result: components['schemas']['CallbackRecord'][];
            };
          };
        };
        /** @description Error envelope: 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4011 Invalid token; 4012 Token has expired; 4031 Authentication required */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4404 Resource not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 404;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Enrollment/{enrollmentId}/ResendCallback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Resend the most recent result to the callback URL */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          enrollmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              StatusCode: number;
              Message: string;
              Result: string;
            };
          };
        };
        /** @description Error envelope: 4400 Invalid request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 400;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4011 Invalid token; 4012 Token has expired; 4031 Authentication required */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 401;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4030 The supplied authentication is not authorized to access the resource */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 403;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4404 Resource not found */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 404;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error envelope: 4409 Conflict */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 409;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error envelope: 5000 Internal error */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Version: string;
              /** @enum {number} */
              StatusCode: 500;
              Message: string;
              Result: {
                Errors: {
                  Field?: string;
                  Message: string;
                }[];
              } | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/webhook-auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant's webhook authentication and signing secret */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The mode; passwords and client secrets are never shown */
              auth:
                | {
                    /** @enum {string} */
                    mode: 'none';
                  }
                | {
                    /** @enum {string} */
                    mode: 'basic';
                    username: string;
                  }
                | {
                    /** @enum {string} */
                    mode: 'oauth';
                    tokenUrl: string;
                    clientId: string;
                    scope?: string;
                  };
              /** @description whsec_... secret for verifying webhook-signature */
              signingSecret: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    /**
     * Set the tenant's webhook authentication
     * @description Body: {"mode":"none"} | {"mode":"basic","username","password"} | {"mode":"oauth","tokenUrl","clientId","clientSecret","scope"?}
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** @enum {string} */
                mode: 'none';
              }
            | {
                /** @enum {string} */
                mode: 'basic';
                username: string;
                password: string;
              }
            | {
                /** @enum {string} */
                mode: 'oauth';
                /** Format: uri */
                tokenUrl: string;
                clientId: string;
                clientSecret: string;
                scope?: string;
              };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The mode; passwords and client secrets are never shown */
              auth:
                | {
                    /** @enum {string} */
                    mode: 'none';
                  }
                | {
                    /** @enum {string} */
                    mode: 'basic';
                    username: string;
                  }
                | {
                    /** @enum {string} */
                    mode: 'oauth';
                    tokenUrl: string;
                    clientId: string;
                    scope?: string;
                  };
              /** @description whsec_... secret for verifying webhook-signature */
              signingSecret: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/event-callback-token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant's flow-event verification token */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The `token` of every EVENT_CALLBACK and URL_VERIFICATION body sent for this tenant */
              token: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/event-callback-token/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the tenant's flow-event verification token
     * @description The old token is not sent again, not even on retries of events already queued.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The `token` of every EVENT_CALLBACK and URL_VERIFICATION body sent for this tenant */
              token: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/webhook-deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Webhook deliveries and their attempts */
    get: {
      parameters: {
        query?: {
          status?: 'pending' | 'waiting' | 'delivered' | 'dead' | 'cancelled';
          enrollmentId?: string;
          limit?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Newest first */
              deliveries: {
                id: string;
                enrollmentId: string | null;
                eventType: string;
                url: string;
                status: 'pending' | 'waiting' | 'delivered' | 'dead' | 'cancelled';
                attempts: number;
                nextAttemptAt: string | null;
                lastStatus: number | null;
                lastError: string | null;
                createdAt: string | null;
                deliveredAt: string | null;
                attemptLog: {
                  attempt: number;
                  statusCode: number | null;
                  error: string | null;
                  durationMs: number | null;
                  at: string | null;
                }[];
              }[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/flow/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the current step
     * @description Without x-hf-session a new session is created and its id returned in the x-hf-session response header.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /**
           * @description Session (end client) id; returned by the first call in the x-hf-session response header
           * @example 0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10
           */
          'x-hf-session'?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The current step */
        200: {
          headers: {
            /** @description The session id (generated when the request had none) */
            'x-hf-session'?: string;
            /** @description On pending: seconds after which polling is worthwhile */
            'retry-after'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/flow/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the current step (test version)
     * @description Without x-hf-session a new session is created and its id returned in the x-hf-session response header.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /**
           * @description Session (end client) id; returned by the first call in the x-hf-session response header
           * @example 0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10
           */
          'x-hf-session'?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The current step */
        200: {
          headers: {
            /** @description The session id (generated when the request had none) */
            'x-hf-session'?: string;
            /** @description On pending: seconds after which polling is worthwhile */
            'retry-after'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/submit/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit the current step
     * @description Body: a flat JSON object of element id (or role / normalizedName where unambiguous) to value. Without x-hf-session only when the flow starts with a form. With x-hf-retry-on-pending: true the answer waits up to 30 s for the next interactive or end step. The result of a provider_doc_v, provider_electronic_id, person_ocr or business_ocr step is accepted only from the tenant's integration: with a bearer token of the flow's tenant, also on flows published without authentication (401 4031 without one).
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /**
           * @description Session (end client) id; returned by the first call in the x-hf-session response header
           * @example 0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10
           */
          'x-hf-session'?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
          /** @description true: wait up to 30 s for the next interactive or end step instead of answering pending */
          'x-hf-retry-on-pending'?: 'true' | 'false';
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SubmitPayload'];
        };
      };
      responses: {
        /** @description The next step (interactive, pending or end) */
        200: {
          headers: {
            /** @description The session id (generated when the request had none) */
            'x-hf-session'?: string;
            /** @description On pending: seconds after which polling is worthwhile */
            'retry-after'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4002, 4006, 4007, 4008, 4013, 4014, 4015, 4017, 4109, 4400, 5300 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4002,
             *       "message": "Node not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4002: Node not found; 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4014: Invalid submit data; 4015: Invalid direct submit on a root node that is not a form node; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request; 5300: Invalid SMS verification code
               * @enum {integer}
               */
              code: 4002 | 4006 | 4007 | 4008 | 4013 | 4014 | 4015 | 4017 | 4109 | 4400 | 5300;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5301, 5302 */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5301,
             *       "message": "Failed to send SMS to the phone number"
             *     }
             */
            'application/json': {
              /**
               * @description 5301: Failed to send SMS to the phone number; 5302: SMS provider internal error
               * @enum {integer}
               */
              code: 5301 | 5302;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/submit/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit the current step (test version)
     * @description Body: a flat JSON object of element id (or role / normalizedName where unambiguous) to value. Without x-hf-session only when the flow starts with a form. With x-hf-retry-on-pending: true the answer waits up to 30 s for the next interactive or end step. The result of a provider_doc_v, provider_electronic_id, person_ocr or business_ocr step is accepted only from the tenant's integration: with a bearer token of the flow's tenant, also on flows published without authentication (401 4031 without one).
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /**
           * @description Session (end client) id; returned by the first call in the x-hf-session response header
           * @example 0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10
           */
          'x-hf-session'?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
          /** @description true: wait up to 30 s for the next interactive or end step instead of answering pending */
          'x-hf-retry-on-pending'?: 'true' | 'false';
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SubmitPayload'];
        };
      };
      responses: {
        /** @description The next step (interactive, pending or end) */
        200: {
          headers: {
            /** @description The session id (generated when the request had none) */
            'x-hf-session'?: string;
            /** @description On pending: seconds after which polling is worthwhile */
            'retry-after'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4002, 4006, 4007, 4008, 4013, 4014, 4015, 4017, 4109, 4400, 5300 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4002,
             *       "message": "Node not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4002: Node not found; 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4014: Invalid submit data; 4015: Invalid direct submit on a root node that is not a form node; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request; 5300: Invalid SMS verification code
               * @enum {integer}
               */
              code: 4002 | 4006 | 4007 | 4008 | 4013 | 4014 | 4015 | 4017 | 4109 | 4400 | 5300;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5301, 5302 */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5301,
             *       "message": "Failed to send SMS to the phone number"
             *     }
             */
            'application/json': {
              /**
               * @description 5301: Failed to send SMS to the phone number; 5302: SMS provider internal error
               * @enum {integer}
               */
              code: 5301 | 5302;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/back/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Go back one step
     * @description Repeatable until the first step; at the first step the answer is 400 with code 4103. Services between the steps run again when going forward.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description Required: the session (missing, malformed or unknown: 404 4100) */
          'x-hf-session'?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The previous interactive step, with the values submitted there */
        200: {
          headers: {
            /** @description The session id (generated when the request had none) */
            'x-hf-session'?: string;
            /** @description On pending: seconds after which polling is worthwhile */
            'retry-after'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4013, 4017, 4103, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4013,
             *       "message": "Flow already finished"
             *     }
             */
            'application/json': {
              /**
               * @description 4013: Flow already finished; 4017: Flow is not in a valid state and cannot be executed in test mode; 4103: Illegal back action; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4013 | 4017 | 4103 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/back/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Go back one step (test version)
     * @description Repeatable until the first step; at the first step the answer is 400 with code 4103. Services between the steps run again when going forward.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description Required: the session (missing, malformed or unknown: 404 4100) */
          'x-hf-session'?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The previous interactive step, with the values submitted there */
        200: {
          headers: {
            /** @description The session id (generated when the request had none) */
            'x-hf-session'?: string;
            /** @description On pending: seconds after which polling is worthwhile */
            'retry-after'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4013, 4017, 4103, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4013,
             *       "message": "Flow already finished"
             *     }
             */
            'application/json': {
              /**
               * @description 4013: Flow already finished; 4017: Flow is not in a valid state and cannot be executed in test mode; 4103: Illegal back action; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4013 | 4017 | 4103 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/init/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the fields that accept prefill (GetInitDataResponse) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fields: {
                id: string;
                role: string | null;
                normalizedName: string | null;
                type: string;
                /** @description Id of the node the field is on */
                node: string;
                prefillOptions:
                  | 'non_prefillable'
                  | 'prefillable_editable'
                  | 'prefillable_non_editable_hidden'
                  | 'prefillable_non_editable_visible';
              }[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4017, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4400: Invalid request
               * @enum {integer}
               */
              code: 4017 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found
               * @enum {integer}
               */
              code: 4000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Create or update a session with prefill data (init_data)
     * @description Body: values by element id, role or normalizedName, and optionally PrefillId (from the business prefill search) to fill the company_* fields. The x-hf-session response header always names the session (new or the one given).
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /**
           * @description Session (end client) id; returned by the first call in the x-hf-session response header
           * @example 0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10
           */
          'x-hf-session'?: string;
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['InitData'];
        };
      };
      responses: {
        /** @description The session (also in the x-hf-session header) */
        200: {
          headers: {
            'x-hf-session'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sessionId: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4006, 4007, 4008, 4013, 4014, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4006,
             *       "message": "Missing data for a required element"
             *     }
             */
            'application/json': {
              /**
               * @description 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4014: Invalid submit data; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4006 | 4007 | 4008 | 4013 | 4014 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/init/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the fields that accept prefill (GetInitDataResponse) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              fields: {
                id: string;
                role: string | null;
                normalizedName: string | null;
                type: string;
                /** @description Id of the node the field is on */
                node: string;
                prefillOptions:
                  | 'non_prefillable'
                  | 'prefillable_editable'
                  | 'prefillable_non_editable_hidden'
                  | 'prefillable_non_editable_visible';
              }[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4017, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4400: Invalid request
               * @enum {integer}
               */
              code: 4017 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found
               * @enum {integer}
               */
              code: 4000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Create or update a session with prefill data (init_data)
     * @description Body: values by element id, role or normalizedName, and optionally PrefillId (from the business prefill search) to fill the company_* fields. The x-hf-session response header always names the session (new or the one given).
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /**
           * @description Session (end client) id; returned by the first call in the x-hf-session response header
           * @example 0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10
           */
          'x-hf-session'?: string;
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['InitData'];
        };
      };
      responses: {
        /** @description The session (also in the x-hf-session header) */
        200: {
          headers: {
            'x-hf-session'?: string;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sessionId: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4006, 4007, 4008, 4013, 4014, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4006,
             *       "message": "Missing data for a required element"
             *     }
             */
            'application/json': {
              /**
               * @description 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4014: Invalid submit data; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4006 | 4007 | 4008 | 4013 | 4014 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/kyb-search/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the business registry of a provider_kyb_search step
     * @description For the session (x-hf-session) standing on a provider_kyb_search step: the registry of the step’s country, ranked as POST /v3/business/autocomplete answers it. Submit a result’s PrefillId to the step (valid 30 minutes, for this flow’s tenant only). The step view’s searchPath names this path. Another current step: 400 4014 (finished: 4013). A blank q or a limit out of range: 400 4400. An authenticated flow needs its tenant’s bearer token.
     */
    get: {
      parameters: {
        query: {
          /** @description The business name as typed so far; the last word is a prefix unless it ends with a space */
          q: string;
          /** @description Results, 1 to 50 (default 10) */
          limit?: string;
          /** @description Lifts businesses in this city; never filters */
          city?: string;
          /** @description Lifts businesses in this region (ISO 3166-2, a code or a US state name); never filters */
          state?: string;
        };
        header?: {
          /** @description Required: the session standing on the provider_kyb_search step */
          'x-hf-session'?: string;
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Most likely match first */
              results: {
                ProviderID: string;
                CompanyName: string;
                BusinessRegistrationNumber: string;
                Address: string;
                Address1: string;
                Region: string;
                City: string;
                PostalCode: string;
                PrefillId: string;
                NumberOfDuplicates: number;
                Ranking: number;
                BusinessIdentifiers: {
                  Number: string;
                  /** @description e.g. Business Registration Number, Tax Id Number */
                  Type: string;
                }[];
                /** @description Ranking explanation */
                Explanation?: {
                  MatchedWords: {
                    Query: string;
                    Matched: string | null;
                    Typos: number;
                    Exact: boolean;
                    Prefix: boolean;
                    Optional: boolean;
                  }[];
                  WordsMatched: number;
                  Words: number;
                  Typos: number;
                  WholeName: boolean;
                  LastWordComplete: boolean;
                  StartsWithFirstWord: boolean;
                  InOrder: boolean;
                  LocationBoost: {
                    City: boolean;
                    State: boolean;
                  };
                  LegalFormWordsMatched: number;
                  Status: string;
                  Branch: boolean;
                  Approximate: boolean;
                  /** @description Ranking components by name */
                  Digits: {
                    [key: string]: number;
                  };
                };
              }[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4013, 4014, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4013,
             *       "message": "Flow already finished"
             *     }
             */
            'application/json': {
              /**
               * @description 4013: Flow already finished; 4014: Invalid submit data; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4013 | 4014 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/kyb-search/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the business registry of a provider_kyb_search step (test version)
     * @description For the session (x-hf-session) standing on a provider_kyb_search step: the registry of the step’s country, ranked as POST /v3/business/autocomplete answers it. Submit a result’s PrefillId to the step (valid 30 minutes, for this flow’s tenant only). The step view’s searchPath names this path. Another current step: 400 4014 (finished: 4013). A blank q or a limit out of range: 400 4400. An authenticated flow needs its tenant’s bearer token.
     */
    get: {
      parameters: {
        query: {
          /** @description The business name as typed so far; the last word is a prefix unless it ends with a space */
          q: string;
          /** @description Results, 1 to 50 (default 10) */
          limit?: string;
          /** @description Lifts businesses in this city; never filters */
          city?: string;
          /** @description Lifts businesses in this region (ISO 3166-2, a code or a US state name); never filters */
          state?: string;
        };
        header?: {
          /** @description Required: the session standing on the provider_kyb_search step */
          'x-hf-session'?: string;
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Most likely match first */
              results: {
                ProviderID: string;
                CompanyName: string;
                BusinessRegistrationNumber: string;
                Address: string;
                Address1: string;
                Region: string;
                City: string;
                PostalCode: string;
                PrefillId: string;
                NumberOfDuplicates: number;
                Ranking: number;
                BusinessIdentifiers: {
                  Number: string;
                  /** @description e.g. Business Registration Number, Tax Id Number */
                  Type: string;
                }[];
                /** @description Ranking explanation */
                Explanation?: {
                  MatchedWords: {
                    Query: string;
                    Matched: string | null;
                    Typos: number;
                    Exact: boolean;
                    Prefix: boolean;
                    Optional: boolean;
                  }[];
                  WordsMatched: number;
                  Words: number;
                  Typos: number;
                  WholeName: boolean;
                  LastWordComplete: boolean;
                  StartsWithFirstWord: boolean;
                  InOrder: boolean;
                  LocationBoost: {
                    City: boolean;
                    State: boolean;
                  };
                  LegalFormWordsMatched: number;
                  Status: string;
                  Branch: boolean;
                  Approximate: boolean;
                  /** @description Ranking components by name */
                  Digits: {
                    [key: string]: number;
                  };
                };
              }[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4013, 4014, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4013,
             *       "message": "Flow already finished"
             *     }
             */
            'application/json': {
              /**
               * @description 4013: Flow already finished; 4014: Invalid submit data; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4013 | 4014 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update end clients' status
     * @description All or nothing: if any found end client may not move to the status, nothing changes and the answer is 400 with code 4111 and a detail per refused id. An end client marked ABANDONED answers 4109 to every flow call afterwards.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description End-client ids (the x-hf-session values), 1 to 1000; repeated ids count once */
            endClientIds: string[];
            /** @description By hand: ACCEPTED, DECLINED and PENDING_REVIEW between each other; IN_PROGRESS to ABANDONED. Anything else is 4111. */
            status: 'NOT_STARTED' | 'IN_PROGRESS' | 'PENDING_REVIEW' | 'ACCEPTED' | 'DECLINED' | 'ABANDONED';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Ids whose status changed */
              updated: string[];
              /** @description Ids that already had the status */
              unchanged: string[];
              /** @description Ids that are not this tenant's end clients in this mode (live or /test) */
              notFound: string[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4109, 4111, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4109: End client marked as abandoned; 4111: End client status change not allowed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4109 | 4111 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update end clients' status (test version)
     * @description All or nothing: if any found end client may not move to the status, nothing changes and the answer is 400 with code 4111 and a detail per refused id. An end client marked ABANDONED answers 4109 to every flow call afterwards.
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description End-client ids (the x-hf-session values), 1 to 1000; repeated ids count once */
            endClientIds: string[];
            /** @description By hand: ACCEPTED, DECLINED and PENDING_REVIEW between each other; IN_PROGRESS to ABANDONED. Anything else is 4111. */
            status: 'NOT_STARTED' | 'IN_PROGRESS' | 'PENDING_REVIEW' | 'ACCEPTED' | 'DECLINED' | 'ABANDONED';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Ids whose status changed */
              updated: string[];
              /** @description Ids that already had the status */
              unchanged: string[];
              /** @description Ids that are not this tenant's end clients in this mode (live or /test) */
              notFound: string[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4109, 4111, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4109: End client marked as abandoned; 4111: End client status change not allowed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4109 | 4111 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients/delete-manually': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete end clients
     * @description Every end client found is deleted with its flow state (its session id then answers 4100); the others are listed as not found. A background service still running for a deleted end client finishes without effect.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description End-client ids (the x-hf-session values), 1 to 1000; repeated ids count once */
            endClientIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: string[];
              /** @description Ids that are not this tenant's end clients in this mode (live or /test) */
              notFound: string[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients/delete-manually': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete end clients (test version)
     * @description Every end client found is deleted with its flow state (its session id then answers 4100); the others are listed as not found. A background service still running for a deleted end client finishes without effect.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description End-client ids (the x-hf-session values), 1 to 1000; repeated ids count once */
            endClientIds: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deleted: string[];
              /** @description Ids that are not this tenant's end clients in this mode (live or /test) */
              notFound: string[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the tenant's end clients
     * @description An Onward addition: newest first, optionally by status (status=PENDING_REVIEW is the review queue) and flow; keyset-paginated with nextCursor, so pages neither repeat nor skip runs that change meanwhile. GET /end-clients/{id} has the details.
     */
    get: {
      parameters: {
        query?: {
          /** @description Only end clients with this status */
          status?: 'NOT_STARTED' | 'IN_PROGRESS' | 'PENDING_REVIEW' | 'ACCEPTED' | 'DECLINED' | 'ABANDONED';
          /** @description Only runs of this flow */
          flowId?: string;
          /** @description Page size, 1 to 500 (default 50) */
          limit?: string;
          /** @description nextCursor of the previous page */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Newest first */
              endClients: {
                endClientId: string;
                flowId: string;
                flowVersion: number;
                status: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              /** @description Pass as cursor for the next page; null on the last page */
              nextCursor: string | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Link two end clients
     * @description Both must be end clients of the caller in this mode. Linking a linked pair again is accepted and changes nothing. An unknown id or an end client linked to itself is 400 with code 4105 and a detail naming the field.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            endClientId: string;
            /** @description The other end client; a link has no direction */
            linkedEndClientId: string;
          };
        };
      };
      responses: {
        /** @description Linked (no body) */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error (docs/errors.md): 4007, 4105, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4105: Create linked leads: invalid request; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4105 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description The supplied authentication is not authorized to access the resource (plain text) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    /**
     * Unlink two end clients
     * @description Both must be end clients of the caller in this mode (else 400 with code 4106); removing a link that does not exist answers removed: false.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            endClientId: string;
            /** @description The other end client; a link has no direction */
            linkedEndClientId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description false when the two were not linked */
              removed: boolean;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4106, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4106: Delete linked leads: invalid request; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4106 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the tenant's end clients (test version)
     * @description An Onward addition: newest first, optionally by status (status=PENDING_REVIEW is the review queue) and flow; keyset-paginated with nextCursor, so pages neither repeat nor skip runs that change meanwhile. GET /end-clients/{id} has the details.
     */
    get: {
      parameters: {
        query?: {
          /** @description Only end clients with this status */
          status?: 'NOT_STARTED' | 'IN_PROGRESS' | 'PENDING_REVIEW' | 'ACCEPTED' | 'DECLINED' | 'ABANDONED';
          /** @description Only runs of this flow */
          flowId?: string;
          /** @description Page size, 1 to 500 (default 50) */
          limit?: string;
          /** @description nextCursor of the previous page */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Newest first */
              endClients: {
                endClientId: string;
                flowId: string;
                flowVersion: number;
                status: string;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
              /** @description Pass as cursor for the next page; null on the last page */
              nextCursor: string | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    /**
     * Link two end clients (test version)
     * @description Both must be end clients of the caller in this mode. Linking a linked pair again is accepted and changes nothing. An unknown id or an end client linked to itself is 400 with code 4105 and a detail naming the field.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            endClientId: string;
            /** @description The other end client; a link has no direction */
            linkedEndClientId: string;
          };
        };
      };
      responses: {
        /** @description Linked (no body) */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Error (docs/errors.md): 4007, 4105, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4105: Create linked leads: invalid request; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4105 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description The supplied authentication is not authorized to access the resource (plain text) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    /**
     * Unlink two end clients (test version)
     * @description Both must be end clients of the caller in this mode (else 400 with code 4106); removing a link that does not exist answers removed: false.
     */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            endClientId: string;
            /** @description The other end client; a link has no direction */
            linkedEndClientId: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description false when the two were not linked */
              removed: boolean;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4106, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4106: Delete linked leads: invalid request; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4106 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients/{endClientId}/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the end clients linked to one
     * @description An Onward addition: the end clients linked by POST /end-clients. 404 with code 4100 when the end client is not the caller's in this mode.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              /** @description Oldest link first */
              linkedEndClientIds: string[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients/{endClientId}/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the end clients linked to one (test version)
     * @description An Onward addition: the end clients linked by POST /end-clients. 404 with code 4100 when the end client is not the caller's in this mode.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              /** @description Oldest link first */
              linkedEndClientIds: string[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients/{endClientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an end client's status and collected data
     * @description An Onward addition: status, position, the values submitted on the path the run took (with names, roles and normalizedNames), provider step submissions, service results and uploaded files. 404 4100 when the end client is not the caller's in this mode; 500 4110 when the flow version it ran cannot be loaded.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              flowId: string;
              /** @description The published version the run started on (and keeps) */
              flowVersion: number;
              /** @description NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED */
              status: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              currentStep: {
                nodeId: string;
                /** @description The step type, or pending while a service runs */
                type: string;
              } | null;
              endNodeId: string | null;
              /** @description Form values on the path the run took, in the order submitted, then prefilled values never submitted */
              values: {
                nodeId: string;
                elementId: string;
                /** @description The element's key in the flow document (`<ownerKey>.<key>` inside owner groups) */
                key: string;
                /** @description Element kind */
                type: string;
                name: string | null;
                role: string | null;
                normalizedName: string | null;
                value: components['schemas']['FieldValue'];
                /** @description prefill: set by init data or a service and never submitted */
                source: 'submitted' | 'prefill';
              }[];
              /** @description What the provider steps on the path received (sms, provider_doc_v, ...) */
              providerSteps: {
                nodeId: string;
                type: string;
                submitted: {
                  [key: string]: components['schemas']['JsonValue'];
                };
              }[];
              /** @description The last result of each service node, by node id */
              serviceResults: {
                [key: string]: components['schemas']['JsonValue'];
              };
              /** @description Files uploaded to the session, oldest first (GET .../files/{fileId} downloads one) */
              files: {
                fileId: string;
                name: string;
                /** @description MIME type detected from the content */
                type: string;
                size: number;
                sha256: string;
                elementId: string | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              abandonAt: string | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4110, 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4110,
             *       "message": "Could not retrieve full end client data"
             *     }
             */
            'application/json': {
              /**
               * @description 4110: Could not retrieve full end client data; 5000: Internal error
               * @enum {integer}
               */
              code: 4110 | 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients/{endClientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an end client's status and collected data (test version)
     * @description An Onward addition: status, position, the values submitted on the path the run took (with names, roles and normalizedNames), provider step submissions, service results and uploaded files. 404 4100 when the end client is not the caller's in this mode; 500 4110 when the flow version it ran cannot be loaded.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              flowId: string;
              /** @description The published version the run started on (and keeps) */
              flowVersion: number;
              /** @description NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED */
              status: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              currentStep: {
                nodeId: string;
                /** @description The step type, or pending while a service runs */
                type: string;
              } | null;
              endNodeId: string | null;
              /** @description Form values on the path the run took, in the order submitted, then prefilled values never submitted */
              values: {
                nodeId: string;
                elementId: string;
                /** @description The element's key in the flow document (`<ownerKey>.<key>` inside owner groups) */
                key: string;
                /** @description Element kind */
                type: string;
                name: string | null;
                role: string | null;
                normalizedName: string | null;
                value: components['schemas']['FieldValue'];
                /** @description prefill: set by init data or a service and never submitted */
                source: 'submitted' | 'prefill';
              }[];
              /** @description What the provider steps on the path received (sms, provider_doc_v, ...) */
              providerSteps: {
                nodeId: string;
                type: string;
                submitted: {
                  [key: string]: components['schemas']['JsonValue'];
                };
              }[];
              /** @description The last result of each service node, by node id */
              serviceResults: {
                [key: string]: components['schemas']['JsonValue'];
              };
              /** @description Files uploaded to the session, oldest first (GET .../files/{fileId} downloads one) */
              files: {
                fileId: string;
                name: string;
                /** @description MIME type detected from the content */
                type: string;
                size: number;
                sha256: string;
                elementId: string | null;
                /** Format: date-time */
                createdAt: string;
              }[];
              abandonAt: string | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4110, 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4110,
             *       "message": "Could not retrieve full end client data"
             *     }
             */
            'application/json': {
              /**
               * @description 4110: Could not retrieve full end client data; 5000: Internal error
               * @enum {integer}
               */
              code: 4110 | 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/export/v2/query/client/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export an end client's profile (the real API's export shape)
     * @description Wire-compatible with the export API: status, timestamps and, per flow, whether the run completed, its field values by element id and its service data. 404 4100 when the end client is not the caller's in this mode; 500 4110 when a flow version it ran cannot be loaded.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          clientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @description NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED */
              status: string;
              /** Format: date-time */
              created: string;
              /**
               * Format: date-time
               * @description The latest change of any run in flowData
               */
              lastModified: string;
              /** @description By flow id: the client's own run, and the runs the connector started from it (the same person in other flows) */
              flowData: {
                [key: string]: {
                  /** @description The run's own id (its x-hf-session); the client's id for its own flow */
                  endClientId: string;
                  flowVersion: number;
                  /** @description The run's status */
                  status: string;
                  /** @description The run reached an END node */
                  completed: boolean;
                  /** @description By element id: the values on the path the run took, then prefilled values never submitted */
                  fieldData: {
                    [key: string]: {
                      name: string | null;
                      value: components['schemas']['FieldValue'];
                      role: string | null;
                      normalizedName: string | null;
                    };
                  };
                  /** @description Provider step submissions in path order, then the last result of each service node */
                  serviceData: {
                    nodeId: string;
                    /** @description http_request, screening, business_verification, or a provider step type (sms, provider_doc_v, ...) */
                    serviceType: string;
                    data: components['schemas']['JsonValue'];
                  }[];
                };
              };
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100, 4210 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found; 4210: End client holds no data for the given flow
               * @enum {integer}
               */
              code: 4100 | 4210;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4110, 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4110,
             *       "message": "Could not retrieve full end client data"
             *     }
             */
            'application/json': {
              /**
               * @description 4110: Could not retrieve full end client data; 5000: Internal error
               * @enum {integer}
               */
              code: 4110 | 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/export/v2/query/client/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export an end client's profile (the real API's export shape) (test version)
     * @description Wire-compatible with the export API: status, timestamps and, per flow, whether the run completed, its field values by element id and its service data. 404 4100 when the end client is not the caller's in this mode; 500 4110 when a flow version it ran cannot be loaded.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          clientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @description NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED */
              status: string;
              /** Format: date-time */
              created: string;
              /**
               * Format: date-time
               * @description The latest change of any run in flowData
               */
              lastModified: string;
              /** @description By flow id: the client's own run, and the runs the connector started from it (the same person in other flows) */
              flowData: {
                [key: string]: {
                  /** @description The run's own id (its x-hf-session); the client's id for its own flow */
                  endClientId: string;
                  flowVersion: number;
                  /** @description The run's status */
                  status: string;
                  /** @description The run reached an END node */
                  completed: boolean;
                  /** @description By element id: the values on the path the run took, then prefilled values never submitted */
                  fieldData: {
                    [key: string]: {
                      name: string | null;
                      value: components['schemas']['FieldValue'];
                      role: string | null;
                      normalizedName: string | null;
                    };
                  };
                  /** @description Provider step submissions in path order, then the last result of each service node */
                  serviceData: {
                    nodeId: string;
                    /** @description http_request, screening, business_verification, or a provider step type (sms, provider_doc_v, ...) */
                    serviceType: string;
                    data: components['schemas']['JsonValue'];
                  }[];
                };
              };
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100, 4210 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found; 4210: End client holds no data for the given flow
               * @enum {integer}
               */
              code: 4100 | 4210;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4110, 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4110,
             *       "message": "Could not retrieve full end client data"
             *     }
             */
            'application/json': {
              /**
               * @description 4110: Could not retrieve full end client data; 5000: Internal error
               * @enum {integer}
               */
              code: 4110 | 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients/{endClientId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a file an end client uploaded
     * @description An Onward addition: the file as uploaded, as an attachment of the MIME type detected from its content, with its SHA-256 in `x-content-sha256`. 404 4100 when the end client is not the caller's in this mode, 404 4404 when it has no such file.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
          fileId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file content, as the MIME type detected from it when it was uploaded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            '*/*': string;
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100, 4404 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found; 4404: Resource not found
               * @enum {integer}
               */
              code: 4100 | 4404;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients/{endClientId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a file an end client uploaded (test version)
     * @description An Onward addition: the file as uploaded, as an attachment of the MIME type detected from its content, with its SHA-256 in `x-content-sha256`. 404 4100 when the end client is not the caller's in this mode, 404 4404 when it has no such file.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
          fileId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The file content, as the MIME type detected from it when it was uploaded */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            '*/*': string;
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100, 4404 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found; 4404: Resource not found
               * @enum {integer}
               */
              code: 4100 | 4404;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients/{endClientId}/notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an e-mail notification to a lead
     * @description E-mails the lead a signed link (over SMTP, or into the built-in mailbox read at GET /mailbox: ONWARD_MAIL_TRANSPORT) to resume its run (valid 7 days), in the flow's language: an invitation when it is NOT_STARTED, a reminder when IN_PROGRESS. For IN_PROGRESS leads the flow's abandonment timer restarts unless `resetAbandonmentTimer` is false. The body may be `{}` or left out. Errors: 400 invalid payload (4400), no recipient (4400), a language the flow lacks (4400), an ABANDONED lead (4109), a finished one (4013); 404 end client not the caller's in this mode (4100) or its flow version gone (4000); 501 e-mail not configured, mail transport `none` (5001); 502 the mail server could not be reached or refused the e-mail (5020). Nothing is recorded and the timer is left alone when sending fails.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description IN_PROGRESS leads: restart the flow's abandonment timer from now (default true); false leaves it running. Ignored for NOT_STARTED leads and flows without a timer. */
            resetAbandonmentTimer?: boolean;
            /**
             * Format: email
             * @description Recipient; default the address the lead submitted (the element with role `email`). 400 when neither exists.
             */
            email?: string;
            /** @description x-hf-language code of the e-mail's texts: the flow's default language or one it has translations for (else 400). Default the flow's default language. */
            language?:
              | 'ar'
              | 'bn'
              | 'bg'
              | 'zh-HK'
              | 'zh-Hans-CN'
              | 'zh-Hant-TW'
              | 'cs'
              | 'da'
              | 'nl-NL'
              | 'en-CA'
              | 'en-GB'
              | 'en-US'
              | 'et'
              | 'fi'
              | 'fr-CA'
              | 'fr-FR'
              | 'de-DE'
              | 'el'
              | 'gu'
              | 'he'
              | 'hi'
              | 'hu'
              | 'id'
              | 'it-IT'
              | 'ja'
              | 'kn'
              | 'ko'
              | 'lt'
              | 'ml'
              | 'mr'
              | 'no'
              | 'pl'
              | 'pt-BR'
              | 'pt-PT'
              | 'ro'
              | 'ru'
              | 'sk'
              | 'sl'
              | 'es-MX'
              | 'es-ES'
              | 'sv'
              | 'ta'
              | 'te'
              | 'th'
              | 'tr'
              | 'uk'
              | 'vi';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              /** @description The lead's status when notified: NOT_STARTED gets an invitation, IN_PROGRESS a reminder to continue */
              status: 'NOT_STARTED' | 'IN_PROGRESS';
              /** @description The address the mail transport accepted the e-mail for (the SMTP server, or the built-in mailbox: GET /admin/mailbox) */
              sentTo: string;
              /** @description The e-mail's language (x-hf-language code) */
              language: string;
              /**
               * Format: date-time
               * @description When the signed resume link in the e-mail expires
               */
              linkExpiresAt: string;
              /** @description Whether the abandonment timer was restarted */
              abandonmentTimerReset: boolean;
              /** @description When the lead becomes ABANDONED without activity; null when its flow has no abandonment timer or it is NOT_STARTED */
              abandonAt: string | null;
              /** @description Notifications sent to this lead so far, this one included */
              notificationCount: number;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4013, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4013: Flow already finished; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4013 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description The supplied authentication is not authorized to access the resource (plain text) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4210 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4210: End client holds no data for the given flow
               * @enum {integer}
               */
              code: 4000 | 4100 | 4210;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5001 */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5001,
             *       "message": "E-mail is not configured on this server"
             *     }
             */
            'application/json': {
              /**
               * @description 5001: E-mail is not configured on this server
               * @enum {integer}
               */
              code: 5001;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5020 */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5020,
             *       "message": "E-mail dispatch failed"
             *     }
             */
            'application/json': {
              /**
               * @description 5020: E-mail dispatch failed
               * @enum {integer}
               */
              code: 5020;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients/{endClientId}/notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an e-mail notification to a lead (test version)
     * @description E-mails the lead a signed link (over SMTP, or into the built-in mailbox read at GET /mailbox: ONWARD_MAIL_TRANSPORT) to resume its run (valid 7 days), in the flow's language: an invitation when it is NOT_STARTED, a reminder when IN_PROGRESS. For IN_PROGRESS leads the flow's abandonment timer restarts unless `resetAbandonmentTimer` is false. The body may be `{}` or left out. Errors: 400 invalid payload (4400), no recipient (4400), a language the flow lacks (4400), an ABANDONED lead (4109), a finished one (4013); 404 end client not the caller's in this mode (4100) or its flow version gone (4000); 501 e-mail not configured, mail transport `none` (5001); 502 the mail server could not be reached or refused the e-mail (5020). Nothing is recorded and the timer is left alone when sending fails.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @description IN_PROGRESS leads: restart the flow's abandonment timer from now (default true); false leaves it running. Ignored for NOT_STARTED leads and flows without a timer. */
            resetAbandonmentTimer?: boolean;
            /**
             * Format: email
             * @description Recipient; default the address the lead submitted (the element with role `email`). 400 when neither exists.
             */
            email?: string;
            /** @description x-hf-language code of the e-mail's texts: the flow's default language or one it has translations for (else 400). Default the flow's default language. */
            language?:
              | 'ar'
              | 'bn'
              | 'bg'
              | 'zh-HK'
              | 'zh-Hans-CN'
              | 'zh-Hant-TW'
              | 'cs'
              | 'da'
              | 'nl-NL'
              | 'en-CA'
              | 'en-GB'
              | 'en-US'
              | 'et'
              | 'fi'
              | 'fr-CA'
              | 'fr-FR'
              | 'de-DE'
              | 'el'
              | 'gu'
              | 'he'
              | 'hi'
              | 'hu'
              | 'id'
              | 'it-IT'
              | 'ja'
              | 'kn'
              | 'ko'
              | 'lt'
              | 'ml'
              | 'mr'
              | 'no'
              | 'pl'
              | 'pt-BR'
              | 'pt-PT'
              | 'ro'
              | 'ru'
              | 'sk'
              | 'sl'
              | 'es-MX'
              | 'es-ES'
              | 'sv'
              | 'ta'
              | 'te'
              | 'th'
              | 'tr'
              | 'uk'
              | 'vi';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              /** @description The lead's status when notified: NOT_STARTED gets an invitation, IN_PROGRESS a reminder to continue */
              status: 'NOT_STARTED' | 'IN_PROGRESS';
              /** @description The address the mail transport accepted the e-mail for (the SMTP server, or the built-in mailbox: GET /admin/mailbox) */
              sentTo: string;
              /** @description The e-mail's language (x-hf-language code) */
              language: string;
              /**
               * Format: date-time
               * @description When the signed resume link in the e-mail expires
               */
              linkExpiresAt: string;
              /** @description Whether the abandonment timer was restarted */
              abandonmentTimerReset: boolean;
              /** @description When the lead becomes ABANDONED without activity; null when its flow has no abandonment timer or it is NOT_STARTED */
              abandonAt: string | null;
              /** @description Notifications sent to this lead so far, this one included */
              notificationCount: number;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4013, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4013: Flow already finished; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4013 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description The supplied authentication is not authorized to access the resource (plain text) */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/plain': string;
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4210 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4210: End client holds no data for the given flow
               * @enum {integer}
               */
              code: 4000 | 4100 | 4210;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5001 */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5001,
             *       "message": "E-mail is not configured on this server"
             *     }
             */
            'application/json': {
              /**
               * @description 5001: E-mail is not configured on this server
               * @enum {integer}
               */
              code: 5001;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5020 */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5020,
             *       "message": "E-mail dispatch failed"
             *     }
             */
            'application/json': {
              /**
               * @description 5020: E-mail dispatch failed
               * @enum {integer}
               */
              code: 5020;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/end-clients/{endClientId}/revoke-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an end client's resume links
     * @description Every signed resume link issued so far for the end client (POST /signed-url, notification e-mails) stops working at once, in pages already open too; links issued afterwards work. The end client and its run are left as they are. No body. Errors: 404 end client not the caller's in this mode (4100); 409 after 65,535 revocations of one end client (4409: delete it instead).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              /**
               * Format: date-time
               * @description Every resume link issued before this instant is refused (401 4032 on the resume API, 410 on the page)
               */
              revokedAt: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/end-clients/{endClientId}/revoke-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an end client's resume links (test version)
     * @description Every signed resume link issued so far for the end client (POST /signed-url, notification e-mails) stops working at once, in pages already open too; links issued afterwards work. The end client and its run are left as they are. No body. Errors: 404 end client not the caller's in this mode (4100); 409 after 65,535 revocations of one end client (4409: delete it instead).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          endClientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              endClientId: string;
              /**
               * Format: date-time
               * @description Every resume link issued before this instant is refused (401 4032 on the resume API, 410 on the page)
               */
              revokedAt: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4100,
             *       "message": "Client not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4100: Client not found
               * @enum {integer}
               */
              code: 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/screening/individual': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Screen one individual
     * @description Answers the monitoring callback’s MonitoringResult plus the provenance (list name, version, publication date) of every list used.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            FirstName?: string;
            LastName: string;
            /** @description YYYY-MM-DD, or a bare year */
            DateOfBirth?: string;
            /** @description ISO 3166-1 alpha-2 code or country name */
            Country?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ScreeningResult'];
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5001 */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5001,
             *       "message": "E-mail is not configured on this server"
             *     }
             */
            'application/json': {
              /**
               * @description 5001: E-mail is not configured on this server
               * @enum {integer}
               */
              code: 5001;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5030 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5030,
             *       "message": "Service unavailable"
             *     }
             */
            'application/json': {
              /**
               * @description 5030: Service unavailable
               * @enum {integer}
               */
              code: 5030;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/screening/individual/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Screen up to 1000 individuals */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            Subjects: {
              FirstName?: string;
              LastName: string;
              /** @description YYYY-MM-DD, or a bare year */
              DateOfBirth?: string;
              /** @description ISO 3166-1 alpha-2 code or country name */
              Country?: string;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              Results: components['schemas']['ScreeningResult'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5001 */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5001,
             *       "message": "E-mail is not configured on this server"
             *     }
             */
            'application/json': {
              /**
               * @description 5001: E-mail is not configured on this server
               * @enum {integer}
               */
              code: 5001;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5030 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5030,
             *       "message": "Service unavailable"
             *     }
             */
            'application/json': {
              /**
               * @description 5030: Service unavailable
               * @enum {integer}
               */
              code: 5030;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v3/business/autocomplete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Business prefill search (search as you type)
     * @description CountryCode (ISO alpha-2, any case) and CompanyName are required; State and City lift matches there but never filter; Limit defaults to 10, at most 50 (more is a 400). The last word is a prefix unless the name ends with a space. Explain: true adds why each result ranks where it does. An unknown country answers empty results.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "CountryCode": "GB",
           *       "CompanyName": "acme wid",
           *       "Limit": 5
           *     }
           */
          'application/json': {
            PackageId?: string;
            /** @description Two letters */
            CountryCode: string;
            /** @description Partial business name */
            CompanyName: string;
            State?: string;
            City?: string;
            Limit?: number;
            /** @description Add an Explanation to each result */
            Explain?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Most likely match first */
              results: {
                ProviderID: string;
                CompanyName: string;
                BusinessRegistrationNumber: string;
                Address: string;
                Address1: string;
                Region: string;
                City: string;
                PostalCode: string;
                PrefillId: string;
                NumberOfDuplicates: number;
                Ranking: number;
                BusinessIdentifiers: {
                  Number: string;
                  /** @description e.g. Business Registration Number, Tax Id Number */
                  Type: string;
                }[];
                /** @description Ranking explanation */
                Explanation?: {
                  MatchedWords: {
                    Query: string;
                    Matched: string | null;
                    Typos: number;
                    Exact: boolean;
                    Prefix: boolean;
                    Optional: boolean;
                  }[];
                  WordsMatched: number;
                  Words: number;
                  Typos: number;
                  WholeName: boolean;
                  LastWordComplete: boolean;
                  StartsWithFirstWord: boolean;
                  InOrder: boolean;
                  LocationBoost: {
                    City: boolean;
                    State: boolean;
                  };
                  LegalFormWordsMatched: number;
                  Status: string;
                  Branch: boolean;
                  Approximate: boolean;
                  /** @description Ranking components by name */
                  Digits: {
                    [key: string]: number;
                  };
                };
              }[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4429 */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4429,
             *       "message": "Too many requests"
             *     }
             */
            'application/json': {
              /**
               * @description 4429: Too many requests
               * @enum {integer}
               */
              code: 4429;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5030 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5030,
             *       "message": "Service unavailable"
             *     }
             */
            'application/json': {
              /**
               * @description 5030: Service unavailable
               * @enum {integer}
               */
              code: 5030;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v3/business/prefill/{PrefillId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read the business record a PrefillId names */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          PrefillId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['BusinessRecord'];
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4404 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4404,
             *       "message": "Resource not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4404: Resource not found
               * @enum {integer}
               */
              code: 4404;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v3/business/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verify submitted business fields against the registry
     * @description Body: CountryCode and CompanyName (required), BusinessRegistrationNumber, Address1, City, State, PostalCode. Each field answers match, no_match or missing, with the matched record.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          /**
           * @example {
           *       "CountryCode": "GB",
           *       "CompanyName": "Example Ltd",
           *       "BusinessRegistrationNumber": "01234567"
           *     }
           */
          'application/json': {
            /** @description ISO 3166-1 alpha-2 */
            CountryCode: string;
            CompanyName?: string;
            BusinessRegistrationNumber?: string;
            Address1?: string;
            City?: string;
            State?: string;
            PostalCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description match: every submitted field matches; partial: some do; no_match: no registry record */
              Match: 'match' | 'partial' | 'no_match';
              Fields: {
                CountryCode: 'match' | 'no_match' | 'missing';
                CompanyName: 'match' | 'no_match' | 'missing';
                BusinessRegistrationNumber: 'match' | 'no_match' | 'missing';
                Address1: 'match' | 'no_match' | 'missing';
                City: 'match' | 'no_match' | 'missing';
                State: 'match' | 'no_match' | 'missing';
                PostalCode: 'match' | 'no_match' | 'missing';
              };
              Record: components['schemas']['BusinessRecord'] | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4404 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4404,
             *       "message": "Resource not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4404: Resource not found
               * @enum {integer}
               */
              code: 4404;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/connector/{clientId}/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Issue a connector token (deprecated)
     * @deprecated
     * @description Deprecated: use signed URLs (POST /signed-url/{flowId}) to hand a session to an end user instead. Issues a token connecting one of the caller's end clients to another of its flows published in this mode. Needs the tenant’s bearer token. An end client of another tenant or mode is 404 code 4100, a flow of another tenant or one not published in this mode 404 code 4000 (/test: 4017 when only a live version exists).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The end client (its x-hf-session value) to connect */
          clientId: string;
          /** @description The flow to connect it to (same tenant, same mode) */
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Opaque signed token; redeem it with GET /flow-connect/{token} before it expires */
              token: string;
              /** @description The end client the token connects */
              clientId: string;
              /** @description The flow it connects to */
              flowId: string;
              /**
               * Format: date-time
               * @description When the token stops being accepted
               */
              expiresAt: string;
              /** @description Seconds from now until then (ONWARD_CONNECTOR_TOKEN_TTL_SECONDS) */
              expiresIn: number;
              /** @description Where to redeem it: absolute under ONWARD_PUBLIC_URL when set, else a path */
              connectUrl: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4017, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4400: Invalid request
               * @enum {integer}
               */
              code: 4017 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/connector/{clientId}/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Issue a connector token (deprecated, test version)
     * @deprecated
     * @description Deprecated: use signed URLs (POST /signed-url/{flowId}) to hand a session to an end user instead. Issues a token connecting one of the caller's end clients to another of its flows published in this mode. Needs the tenant’s bearer token. An end client of another tenant or mode is 404 code 4100, a flow of another tenant or one not published in this mode 404 code 4000 (/test: 4017 when only a live version exists).
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The end client (its x-hf-session value) to connect */
          clientId: string;
          /** @description The flow to connect it to (same tenant, same mode) */
          flowId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Opaque signed token; redeem it with GET /flow-connect/{token} before it expires */
              token: string;
              /** @description The end client the token connects */
              clientId: string;
              /** @description The flow it connects to */
              flowId: string;
              /**
               * Format: date-time
               * @description When the token stops being accepted
               */
              expiresAt: string;
              /** @description Seconds from now until then (ONWARD_CONNECTOR_TOKEN_TTL_SECONDS) */
              expiresIn: number;
              /** @description Where to redeem it: absolute under ONWARD_PUBLIC_URL when set, else a path */
              connectUrl: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4017, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4400: Invalid request
               * @enum {integer}
               */
              code: 4017 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/flow-connect/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Redeem a connector token (deprecated)
     * @deprecated
     * @description Deprecated: use signed URLs (POST /signed-url/{flowId}) to hand a session to an end user instead. Returns the end client’s session of the token’s flow with its current step, starting it on the first redemption: prefilled with the end client’s values that the flow’s prefillable fields accept (matched by role, else normalizedName) and linked to it. Redeeming again while the token is valid returns the same session. Expired token: 400 code 4412. Malformed, tampered, or issued for the other mode: 400 code 4102. End client deleted since: 404 code 4100. Flow unpublished since: 404 code 4000.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path: {
          /** @description The token from GET /connector/{clientId}/{flowId} */
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              flowId: string;
              /** @description The session of flowId for this person; also in the x-hf-session header */
              endClientId: string;
              /** @description The end client the token named; linked to endClientId */
              sourceEndClientId: string;
              /** @description True when this call started the session; false when it already existed */
              created: boolean;
              /** @description Element ids this call prefilled from the source end client */
              prefilled: string[];
              step: components['schemas']['StepResponse'];
            };
          };
        };
        /** @description Error (docs/errors.md): 4017, 4102, 4400, 4412 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4102: Subsequent token not found; 4400: Invalid request; 4412: Connector token has expired
               * @enum {integer}
               */
              code: 4017 | 4102 | 4400 | 4412;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4030 */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4030,
             *       "message": "The supplied authentication is not authorized to access the resource"
             *     }
             */
            'application/json': {
              /**
               * @description 4030: The supplied authentication is not authorized to access the resource
               * @enum {integer}
               */
              code: 4030;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found
               * @enum {integer}
               */
              code: 4000 | 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/flow-connect/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Redeem a connector token (deprecated, test version)
     * @deprecated
     * @description Deprecated: use signed URLs (POST /signed-url/{flowId}) to hand a session to an end user instead. Returns the end client’s session of the token’s flow with its current step, starting it on the first redemption: prefilled with the end client’s values that the flow’s prefillable fields accept (matched by role, else normalizedName) and linked to it. Redeeming again while the token is valid returns the same session. Expired token: 400 code 4412. Malformed, tampered, or issued for the other mode: 400 code 4102. End client deleted since: 404 code 4100. Flow unpublished since: 404 code 4000.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path: {
          /** @description The token from GET /connector/{clientId}/{flowId} */
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              flowId: string;
              /** @description The session of flowId for this person; also in the x-hf-session header */
              endClientId: string;
              /** @description The end client the token named; linked to endClientId */
              sourceEndClientId: string;
              /** @description True when this call started the session; false when it already existed */
              created: boolean;
              /** @description Element ids this call prefilled from the source end client */
              prefilled: string[];
              step: components['schemas']['StepResponse'];
            };
          };
        };
        /** @description Error (docs/errors.md): 4017, 4102, 4400, 4412 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4017,
             *       "message": "Flow is not in a valid state and cannot be executed in test mode"
             *     }
             */
            'application/json': {
              /**
               * @description 4017: Flow is not in a valid state and cannot be executed in test mode; 4102: Subsequent token not found; 4400: Invalid request; 4412: Connector token has expired
               * @enum {integer}
               */
              code: 4017 | 4102 | 4400 | 4412;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4030 */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4030,
             *       "message": "The supplied authentication is not authorized to access the resource"
             *     }
             */
            'application/json': {
              /**
               * @description 4030: The supplied authentication is not authorized to access the resource
               * @enum {integer}
               */
              code: 4030;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found
               * @enum {integer}
               */
              code: 4000 | 4100;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/signed-url/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a signed URL that resumes a session
     * @description Needs the flow tenant's bearer token. Without endClientId a new session is created (status NOT_STARTED); with it, that session of this flow gets the link (404 4100 unknown, 4101 another flow or mode; 400 4013 finished, 4109 abandoned). Optional body: init_data, applied as POST /init applies it (values by element id, role or normalizedName; PrefillId). The link opens the hosted resume page (GET /resume/{token}); its lifetime is ttlSeconds or ONWARD_RESUME_LINK_TTL_SECONDS.
     */
    post: {
      parameters: {
        query?: {
          /** @description An existing session (x-hf-session) to link to; omitted: a new session */
          endClientId?: string;
          /** @description Link lifetime in seconds, from 60 to ONWARD_RESUME_LINK_MAX_TTL_SECONDS (default 30 days) */
          ttlSeconds?: string;
        };
        header?: never;
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['InitData'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The signed link to the hosted resume page, at most 256 characters; the token in it is opaque */
              url: string;
              /** @description The session the link resumes (new, or the endClientId given); also the x-hf-session value */
              endClientId: string;
              /**
               * Format: date-time
               * @description When the link stops working (ISO 8601, UTC, whole seconds)
               */
              expiresAt: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4006, 4007, 4008, 4013, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4006,
             *       "message": "Missing data for a required element"
             *     }
             */
            'application/json': {
              /**
               * @description 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4006 | 4007 | 4008 | 4013 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/signed-url/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a signed URL that resumes a test session (test version)
     * @description Needs the flow tenant's bearer token. Without endClientId a new session is created (status NOT_STARTED); with it, that session of this flow gets the link (404 4100 unknown, 4101 another flow or mode; 400 4013 finished, 4109 abandoned). Optional body: init_data, applied as POST /init applies it (values by element id, role or normalizedName; PrefillId). The link opens the hosted resume page (GET /resume/{token}); its lifetime is ttlSeconds or ONWARD_RESUME_LINK_TTL_SECONDS.
     */
    post: {
      parameters: {
        query?: {
          /** @description An existing session (x-hf-session) to link to; omitted: a new session */
          endClientId?: string;
          /** @description Link lifetime in seconds, from 60 to ONWARD_RESUME_LINK_MAX_TTL_SECONDS (default 30 days) */
          ttlSeconds?: string;
        };
        header?: never;
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['InitData'];
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description The signed link to the hosted resume page, at most 256 characters; the token in it is opaque */
              url: string;
              /** @description The session the link resumes (new, or the endClientId given); also the x-hf-session value */
              endClientId: string;
              /**
               * Format: date-time
               * @description When the link stops working (ISO 8601, UTC, whole seconds)
               */
              expiresAt: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4006, 4007, 4008, 4013, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4006,
             *       "message": "Missing data for a required element"
             *     }
             */
            'application/json': {
              /**
               * @description 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4006 | 4007 | 4008 | 4013 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resume/api/step': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Resume page: the current step of the link's session
     * @description As GET /flow/{flowId}, for the session the resume token names.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description Bearer <resume token>: the token of the signed URL */
          authorization?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Exactly one of the 11 step types (form, subsequent, sms, provider_kyb_search, flow_connector, provider_doc_v, provider_electronic_id, person_ocr, business_ocr, pending, end); `type` tells which */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4002, 4006, 4007, 4008, 4013, 4014, 4015, 4017, 4103, 4109, 4400, 5300 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4002,
             *       "message": "Node not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4002: Node not found; 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4014: Invalid submit data; 4015: Invalid direct submit on a root node that is not a form node; 4017: Flow is not in a valid state and cannot be executed in test mode; 4103: Illegal back action; 4109: End client marked as abandoned; 4400: Invalid request; 5300: Invalid SMS verification code
               * @enum {integer}
               */
              code: 4002 | 4006 | 4007 | 4008 | 4013 | 4014 | 4015 | 4017 | 4103 | 4109 | 4400 | 5300;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031, 4032 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required; 4032: Resume link revoked
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031 | 4032;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5301, 5302 */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5301,
             *       "message": "Failed to send SMS to the phone number"
             *     }
             */
            'application/json': {
              /**
               * @description 5301: Failed to send SMS to the phone number; 5302: SMS provider internal error
               * @enum {integer}
               */
              code: 5301 | 5302;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resume/api/submit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resume page: submit the current step of the link's session
     * @description As POST /submit/{flowId} (without x-hf-retry-on-pending: the page polls pending steps), for the session the resume token names.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Bearer <resume token>: the token of the signed URL */
          authorization?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FormSubmit'];
        };
      };
      responses: {
        /** @description Exactly one of the 11 step types (form, subsequent, sms, provider_kyb_search, flow_connector, provider_doc_v, provider_electronic_id, person_ocr, business_ocr, pending, end); `type` tells which */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4002, 4006, 4007, 4008, 4013, 4014, 4015, 4017, 4103, 4109, 4400, 5300 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4002,
             *       "message": "Node not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4002: Node not found; 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4014: Invalid submit data; 4015: Invalid direct submit on a root node that is not a form node; 4017: Flow is not in a valid state and cannot be executed in test mode; 4103: Illegal back action; 4109: End client marked as abandoned; 4400: Invalid request; 5300: Invalid SMS verification code
               * @enum {integer}
               */
              code: 4002 | 4006 | 4007 | 4008 | 4013 | 4014 | 4015 | 4017 | 4103 | 4109 | 4400 | 5300;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031, 4032 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required; 4032: Resume link revoked
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031 | 4032;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5301, 5302 */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5301,
             *       "message": "Failed to send SMS to the phone number"
             *     }
             */
            'application/json': {
              /**
               * @description 5301: Failed to send SMS to the phone number; 5302: SMS provider internal error
               * @enum {integer}
               */
              code: 5301 | 5302;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resume/api/back': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Resume page: go back one step in the link's session
     * @description As GET /back/{flowId}, for the session the resume token names.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description Bearer <resume token>: the token of the signed URL */
          authorization?: string;
          /** @description One of the 47 x-hf-language codes (no is Norwegian); default: the flow’s language */
          'x-hf-language'?:
            | 'ar'
            | 'bn'
            | 'bg'
            | 'zh-HK'
            | 'zh-Hans-CN'
            | 'zh-Hant-TW'
            | 'cs'
            | 'da'
            | 'nl-NL'
            | 'en-CA'
            | 'en-GB'
            | 'en-US'
            | 'et'
            | 'fi'
            | 'fr-CA'
            | 'fr-FR'
            | 'de-DE'
            | 'el'
            | 'gu'
            | 'he'
            | 'hi'
            | 'hu'
            | 'id'
            | 'it-IT'
            | 'ja'
            | 'kn'
            | 'ko'
            | 'lt'
            | 'ml'
            | 'mr'
            | 'no'
            | 'pl'
            | 'pt-BR'
            | 'pt-PT'
            | 'ro'
            | 'ru'
            | 'sk'
            | 'sl'
            | 'es-MX'
            | 'es-ES'
            | 'sv'
            | 'ta'
            | 'te'
            | 'th'
            | 'tr'
            | 'uk'
            | 'vi';
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Exactly one of the 11 step types (form, subsequent, sms, provider_kyb_search, flow_connector, provider_doc_v, provider_electronic_id, person_ocr, business_ocr, pending, end); `type` tells which */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['StepResponse'];
          };
        };
        /** @description Error (docs/errors.md): 4002, 4006, 4007, 4008, 4013, 4014, 4015, 4017, 4103, 4109, 4400, 5300 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4002,
             *       "message": "Node not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4002: Node not found; 4006: Missing data for a required element; 4007: Submitted data is malformed; 4008: Submitted data failed validation; 4013: Flow already finished; 4014: Invalid submit data; 4015: Invalid direct submit on a root node that is not a form node; 4017: Flow is not in a valid state and cannot be executed in test mode; 4103: Illegal back action; 4109: End client marked as abandoned; 4400: Invalid request; 5300: Invalid SMS verification code
               * @enum {integer}
               */
              code: 4002 | 4006 | 4007 | 4008 | 4013 | 4014 | 4015 | 4017 | 4103 | 4109 | 4400 | 5300;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031, 4032 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required; 4032: Resume link revoked
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031 | 4032;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4200, 4201, 4202, 4205 */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4200,
             *       "message": "Service not configured"
             *     }
             */
            'application/json': {
              /**
               * @description 4200: Service not configured; 4201: Service not configured for the country; 4202: Country not set in client data; 4205: Missing service data for node
               * @enum {integer}
               */
              code: 4200 | 4201 | 4202 | 4205;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5301, 5302 */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5301,
             *       "message": "Failed to send SMS to the phone number"
             *     }
             */
            'application/json': {
              /**
               * @description 5301: Failed to send SMS to the phone number; 5302: SMS provider internal error
               * @enum {integer}
               */
              code: 5301 | 5302;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4009, 6504, 6505 */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4009,
             *       "message": "Service execution failed"
             *     }
             */
            'application/json': {
              /**
               * @description 4009: Service execution failed; 6504: Service has timed out; 6505: Upstream dependency unavailable (timed out)
               * @enum {integer}
               */
              code: 4009 | 6504 | 6505;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resume/api/kyb-search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Resume page: search the business registry of the link's provider_kyb_search step
     * @description As GET /kyb-search/{flowId}, for the session the resume token names (the step view’s searchPath on this API): the registry of the step’s country, with PrefillIds to submit through POST /resume/api/submit. Another current step: 400 4014 (finished: 4013). A blank q or a limit out of range: 400 4400.
     */
    get: {
      parameters: {
        query: {
          /** @description The business name as typed so far; the last word is a prefix unless it ends with a space */
          q: string;
          /** @description Results, 1 to 50 (default 10) */
          limit?: string;
          /** @description Lifts businesses in this city; never filters */
          city?: string;
          /** @description Lifts businesses in this region (ISO 3166-2, a code or a US state name); never filters */
          state?: string;
        };
        header?: {
          /** @description Bearer <resume token>: the token of the signed URL */
          authorization?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Most likely match first */
              results: {
                ProviderID: string;
                CompanyName: string;
                BusinessRegistrationNumber: string;
                Address: string;
                Address1: string;
                Region: string;
                City: string;
                PostalCode: string;
                PrefillId: string;
                NumberOfDuplicates: number;
                Ranking: number;
                BusinessIdentifiers: {
                  Number: string;
                  /** @description e.g. Business Registration Number, Tax Id Number */
                  Type: string;
                }[];
                /** @description Ranking explanation */
                Explanation?: {
                  MatchedWords: {
                    Query: string;
                    Matched: string | null;
                    Typos: number;
                    Exact: boolean;
                    Prefix: boolean;
                    Optional: boolean;
                  }[];
                  WordsMatched: number;
                  Words: number;
                  Typos: number;
                  WholeName: boolean;
                  LastWordComplete: boolean;
                  StartsWithFirstWord: boolean;
                  InOrder: boolean;
                  LocationBoost: {
                    City: boolean;
                    State: boolean;
                  };
                  LegalFormWordsMatched: number;
                  Status: string;
                  Branch: boolean;
                  Approximate: boolean;
                  /** @description Ranking components by name */
                  Digits: {
                    [key: string]: number;
                  };
                };
              }[];
            };
          };
        };
        /** @description Error (docs/errors.md): 4013, 4014, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4013,
             *       "message": "Flow already finished"
             *     }
             */
            'application/json': {
              /**
               * @description 4013: Flow already finished; 4014: Invalid submit data; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4013 | 4014 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031, 4032 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required; 4032: Resume link revoked
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031 | 4032;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/resume/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The hosted resume page a signed URL opens (HTML)
     * @description Serves a self-contained page that runs the session for the end user through the resume API. A link that is not valid answers 400, an expired or revoked link or a finished or abandoned run 410, a deleted session 404, each as a short HTML page.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description The resume token from the signed URL */
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The resume page */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Not a valid link (HTML) */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description The session no longer exists (HTML) */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Expired or revoked link, finished or abandoned run (HTML) */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Something went wrong (HTML) */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/mailbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the tenant's mailbox
     * @description Notification e-mails kept by the built-in mailbox (ONWARD_MAIL_TRANSPORT=mailbox, the demo default), newest first, keyset-paginated with nextCursor. GET /admin/mailbox/{id} has the bodies; GET /mailbox shows them in a browser.
     */
    get: {
      parameters: {
        query?: {
          /** @description Page size, 1 to 200 (default 50) */
          limit?: string;
          /** @description nextCursor of the previous page */
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Newest first */
              messages: {
                id: string;
                /** @description Whether the e-mail went to a live or a /test lead */
                mode: 'live' | 'test';
                /** @description The lead the e-mail was sent to */
                endClientId: string;
                /** @description Recipient address */
                to: string;
                subject: string;
                /**
                 * Format: date-time
                 * @description When the e-mail was sent (filed)
                 */
                createdAt: string;
                /** @description When it was first opened; null while unread */
                readAt: string | null;
              }[];
              /** @description Pass as cursor for the next (older) page; null on the last page */
              nextCursor: string | null;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5001 */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5001,
             *       "message": "E-mail is not configured on this server"
             *     }
             */
            'application/json': {
              /**
               * @description 5001: E-mail is not configured on this server
               * @enum {integer}
               */
              code: 5001;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/mailbox/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read one e-mail of the tenant's mailbox
     * @description The e-mail's text and HTML parts; the first reading sets readAt. Another tenant's message is 404, like one that does not exist.
     */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description Mailbox message id */
          messageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @description Whether the e-mail went to a live or a /test lead */
              mode: 'live' | 'test';
              /** @description The lead the e-mail was sent to */
              endClientId: string;
              /** @description Recipient address */
              to: string;
              subject: string;
              /**
               * Format: date-time
               * @description When the e-mail was sent (filed)
               */
              createdAt: string;
              /** @description When it was first opened; null while unread */
              readAt: string | null;
              /** @description The text/plain part */
              text: string;
              /** @description The text/html part, as sent: untrusted markup, render it sandboxed */
              html: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4400,
             *       "message": "Invalid request"
             *     }
             */
            'application/json': {
              /**
               * @description 4400: Invalid request
               * @enum {integer}
               */
              code: 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4404 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4404,
             *       "message": "Resource not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4404: Resource not found
               * @enum {integer}
               */
              code: 4404;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5001 */
        501: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5001,
             *       "message": "E-mail is not configured on this server"
             *     }
             */
            'application/json': {
              /**
               * @description 5001: E-mail is not configured on this server
               * @enum {integer}
               */
              code: 5001;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mailbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tenant's mailbox in a browser (HTML, Basic sign-in)
     * @description Notification e-mails of the built-in mailbox, newest first; ?cursor= pages to older ones.
     */
    get: {
      parameters: {
        query?: {
          limit?: string;
          cursor?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The mailbox */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description A bad cursor or page size */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Sign-in required (challenge) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Too many failed sign-ins */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Something went wrong */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/mailbox/{messageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One e-mail of the tenant's mailbox (HTML, Basic sign-in); marks it read */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          /** @description Mailbox message id */
          messageId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The e-mail */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Sign-in required (challenge) */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description No such e-mail in this mailbox */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Too many failed sign-ins */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
        /** @description Something went wrong */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/html': string;
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/file/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file to a session
     * @description multipart/form-data with one file part `file` and optionally `elementId`. Accepted types, detected from the content: doc, docx, png, jpg/jpeg, bmp, heic, webp, xml, xls, xlsx, csv, txt, pdf (else 400, code 4016). Larger than ONWARD_MAX_UPLOAD_BYTES (default 10 MiB) or than the element’s max_file_size: 413, code 4413. The answer’s fileId is then submitted as the file element’s value. An authenticated flow needs its tenant’s bearer token.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Required: the session the file belongs to (missing, malformed or unknown: 404 4100) */
          'x-hf-session'?: string;
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      /** @description FileUploadForm: one file, and optionally the file element it is for */
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description The file (exactly one part named `file`). Its type is detected from the content; the part’s file name is kept as a label. */
            file: string;
            /** @description Id of the file or enhanced_file element the file is for. When given, that element’s `accept` types (else 4016) and `max_file_size` (else 413) apply now, not only at submit. */
            elementId?: string;
          };
        };
      };
      responses: {
        /** @description FileUploadResponse: the stored file */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Submit this as the file element’s value (or one item of an array of them) */
              fileId: string;
              /** @description The uploaded file name, without path */
              name: string;
              /** @description Media type detected from the content, e.g. application/pdf */
              type: string;
              /** @description The accepted kind: doc, docx, png, jpg, bmp, heic, webp, xml, xls, xlsx, csv, txt or pdf */
              extension: string;
              /** @description Bytes */
              size: number;
              /** @description Hex SHA-256 of the content */
              sha256: string;
              elementId: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4013, 4016, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4013: Flow already finished; 4016: Uploaded file type is not supported; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4013 | 4016 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/test/file/{flowId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file to a session (test version)
     * @description multipart/form-data with one file part `file` and optionally `elementId`. Accepted types, detected from the content: doc, docx, png, jpg/jpeg, bmp, heic, webp, xml, xls, xlsx, csv, txt, pdf (else 400, code 4016). Larger than ONWARD_MAX_UPLOAD_BYTES (default 10 MiB) or than the element’s max_file_size: 413, code 4413. The answer’s fileId is then submitted as the file element’s value. An authenticated flow needs its tenant’s bearer token.
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Required: the session the file belongs to (missing, malformed or unknown: 404 4100) */
          'x-hf-session'?: string;
        };
        path: {
          flowId: string;
        };
        cookie?: never;
      };
      /** @description FileUploadForm: one file, and optionally the file element it is for */
      requestBody: {
        content: {
          'multipart/form-data': {
            /** @description The file (exactly one part named `file`). Its type is detected from the content; the part’s file name is kept as a label. */
            file: string;
            /** @description Id of the file or enhanced_file element the file is for. When given, that element’s `accept` types (else 4016) and `max_file_size` (else 413) apply now, not only at submit. */
            elementId?: string;
          };
        };
      };
      responses: {
        /** @description FileUploadResponse: the stored file */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @description Submit this as the file element’s value (or one item of an array of them) */
              fileId: string;
              /** @description The uploaded file name, without path */
              name: string;
              /** @description Media type detected from the content, e.g. application/pdf */
              type: string;
              /** @description The accepted kind: doc, docx, png, jpg, bmp, heic, webp, xml, xls, xlsx, csv, txt or pdf */
              extension: string;
              /** @description Bytes */
              size: number;
              /** @description Hex SHA-256 of the content */
              sha256: string;
              elementId: string | null;
              /** Format: date-time */
              createdAt: string;
            };
          };
        };
        /** @description Error (docs/errors.md): 4007, 4013, 4016, 4017, 4109, 4400 */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4007,
             *       "message": "Submitted data is malformed"
             *     }
             */
            'application/json': {
              /**
               * @description 4007: Submitted data is malformed; 4013: Flow already finished; 4016: Uploaded file type is not supported; 4017: Flow is not in a valid state and cannot be executed in test mode; 4109: End client marked as abandoned; 4400: Invalid request
               * @enum {integer}
               */
              code: 4007 | 4013 | 4016 | 4017 | 4109 | 4400;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4011, 4012, 4031 */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4011,
             *       "message": "Invalid token"
             *     }
             */
            'application/json': {
              /**
               * @description 4011: Invalid token; 4012: Token has expired; 4031: Authentication required
               * @enum {integer}
               */
              code: 4011 | 4012 | 4031;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4000, 4100, 4101 */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4000,
             *       "message": "Flow not found"
             *     }
             */
            'application/json': {
              /**
               * @description 4000: Flow not found; 4100: Client not found; 4101: Client has no flow with the given id
               * @enum {integer}
               */
              code: 4000 | 4100 | 4101;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4409 */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4409,
             *       "message": "Conflict"
             *     }
             */
            'application/json': {
              /**
               * @description 4409: Conflict
               * @enum {integer}
               */
              code: 4409;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4413 */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4413,
             *       "message": "Request body too large"
             *     }
             */
            'application/json': {
              /**
               * @description 4413: Request body too large
               * @enum {integer}
               */
              code: 4413;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 4415 */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 4415,
             *       "message": "Unsupported media type"
             *     }
             */
            'application/json': {
              /**
               * @description 4415: Unsupported media type
               * @enum {integer}
               */
              code: 4415;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
        /** @description Error (docs/errors.md): 5000 */
        500: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            /**
             * @example {
             *       "code": 5000,
             *       "message": "Internal error"
             *     }
             */
            'application/json': {
              /**
               * @description 5000: Internal error
               * @enum {integer}
               */
              code: 5000;
              message: string;
              details?: components['schemas']['ErrorDetail'][];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorDetail: {
      /** @description Where: an element id, a request location (`body/CompanyName`, `headers/x-hf-session`) or a document field */
      field?: string;
      /** @description Machine reason: `required`, `type`, `min_length`, `not_an_option`, `malformed`, `unknown`, ... */
      reason?: string;
      message: string;
      /** @description The element’s role, when it has one */
      role?: string;
      normalizedName?: string;
      /** @description Owner groups: index of the record */
      index?: number;
      /** @description Owner groups: the field inside the record */
      fieldId?: string;
      /** @description sms steps: wrong codes the current code still accepts */
      attemptsLeft?: number;
      /** @description Flow documents: the problem, e.g. unknown_reference */
      code?: string;
      /** @description Flow documents: JSON pointer into the uploaded document */
      path?: string;
      nodeId?: string;
      apiCode?: number;
      /** @description Bulk end-client operations: the end client the detail is about */
      endClientId?: string;
      /** @description Status changes: the end client’s current status */
      status?: string;
      /** @description Flow documents: the property the problem is in */
      property?: string;
      /** @description Size limits: the limit that was exceeded, in bytes or files */
      limit?: number;
      /** @description Uploads: the MIME type detected from the content */
      detectedType?: string;
      /** @description sms steps: wrong codes a code accepts in all */
      maxAttempts?: number;
      /** @description Links: the other end client of the link */
      target?: string;
      /** @description Forms: the element the problem is in */
      elementId?: string;
      identifier?: components['schemas']['IdentifierLabel'];
    };
    /** @description One of the 10 validation kinds, discriminated by type; the parameter, if any, is in value; errorMessage is in the request's language */
    Validation:
      | {
          /** @enum {string} */
          type: 'required';
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'min';
          value: number;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'max';
          value: number;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'min_length';
          value: number;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'max_length';
          value: number;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'min_date';
          value: string;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'max_date';
          value: string;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'regex';
          value: string;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'max_number_of_elements';
          value: number;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        }
      | {
          /** @enum {string} */
          type: 'max_file_size';
          /** @description bytes */
          value: number;
          /** @description Shown instead of the default message */
          errorMessage?: string;
        };
    /** @description What the field is compared with: a string, number, boolean or null for =, !=, cv, nc, < and >; an array of strings and numbers for in and nin; absent for null and hv */
    Comparable: {
      value: (string | number | boolean | null) | (string | number)[];
    };
    Rule: {
      /** @description show: shown exactly when the condition holds; hide: hidden exactly then */
      action?: 'show' | 'hide';
      /** @description The id of the element whose value is compared (service:<nodeId>.<path> or step:<nodeId>.<path> for a service result or a provider step’s data) */
      fieldId: string;
      /** @description null: the field has no value; hv: it has one; = / !=: equals (numbers and numeric strings as numbers, a list when it holds exactly that item) or not; cv / nc: a string contains the comparable ignoring case, or a list has it, or not; < / >: numbers, or YYYY-MM-DD dates (the comparable may be relative: today, -18y, +30d); in / nin: the value (or an item of a list) is among the comparable’s items, or not. No value satisfies only null, != and nc/nin. */
      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
      comparable?: components['schemas']['Comparable'];
    };
    FormElementCondition: {
      /** @description AND: all rules hold; OR: at least one does */
      type: 'AND' | 'OR';
      rules: components['schemas']['Rule'][];
    };
    ClientPhoneNumber: {
      area: string;
      number?: string;
      country?: string;
    };
    /** @description Fields with role national_id_nr, social_service_number (and owner variants, cpr) once the country is known from the nationality or country of residence answered earlier */
    IdentifierLabel: {
      /** @description ISO 3166-1 alpha-2 country whose identifier is expected */
      country: string;
      /** @description Stable id of the identifier kind, e.g. se_personnummer (docs/identifiers.md) */
      kind: string;
      /** @description Its English name, e.g. Personal identity number */
      name: string;
      /** @description Its name in the country’s language, e.g. personnummer */
      localName: string;
      /** @description The format as typed, e.g. YYYYMMDD-XXXX */
      placeholder: string;
    };
    /** @description One owner: values by the group’s field id (as submitted by id, role or normalizedName) */
    OwnerRecord: {
      [key: string]: string | number | boolean | string[] | components['schemas']['ClientPhoneNumber'] | null;
    };
    /** @description A field of an owner group: any kind except owner and date_part_select, discriminated by type */
    OwnerGroupElements:
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'text';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'number';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          value?: number;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'phone_number';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          value?: string | components['schemas']['ClientPhoneNumber'];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'email';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'password';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'select';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          options: {
            /** @description Value used when submitting */
            name: string;
            label: string;
          }[];
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'textarea';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'date_picker';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'spacing';
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'plain_text';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'radio';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          options: {
            /** @description Value used when submitting */
            name: string;
            label: string;
            description?: string;
          }[];
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'check_box';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          options?: {
            /** @description Value used when submitting */
            name: string;
            label: string;
            description?: string;
          }[];
          value?: string[] | boolean;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'country_select';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'file';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Accepted file types */
          accept?: (
            | 'doc'
            | 'docx'
            | 'png'
            | 'jpg'
            | 'jpeg'
            | 'bmp'
            | 'heic'
            | 'webp'
            | 'xml'
            | 'xls'
            | 'xlsx'
            | 'csv'
            | 'txt'
            | 'pdf'
          )[];
          /** @description Ids of uploaded files (POST /file/{flowId}) */
          value?: string[];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'enhanced_file';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Accepted file types */
          accept?: (
            | 'doc'
            | 'docx'
            | 'png'
            | 'jpg'
            | 'jpeg'
            | 'bmp'
            | 'heic'
            | 'webp'
            | 'xml'
            | 'xls'
            | 'xlsx'
            | 'csv'
            | 'txt'
            | 'pdf'
          )[];
          /** @description Ids of uploaded files (POST /file/{flowId}) */
          value?: string[];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'currency_select';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        };
    /** @description One of the 18 form element kinds, discriminated by type */
    FormElement:
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'text';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'number';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          value?: number;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'phone_number';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          value?: string | components['schemas']['ClientPhoneNumber'];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'email';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'password';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'select';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          options: {
            /** @description Value used when submitting */
            name: string;
            label: string;
          }[];
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'textarea';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'date_picker';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'spacing';
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'plain_text';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'radio';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          options: {
            /** @description Value used when submitting */
            name: string;
            label: string;
            description?: string;
          }[];
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'check_box';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          options?: {
            /** @description Value used when submitting */
            name: string;
            label: string;
            description?: string;
          }[];
          value?: string[] | boolean;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'country_select';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'file';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Accepted file types */
          accept?: (
            | 'doc'
            | 'docx'
            | 'png'
            | 'jpg'
            | 'jpeg'
            | 'bmp'
            | 'heic'
            | 'webp'
            | 'xml'
            | 'xls'
            | 'xlsx'
            | 'csv'
            | 'txt'
            | 'pdf'
          )[];
          /** @description Ids of uploaded files (POST /file/{flowId}) */
          value?: string[];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'enhanced_file';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Accepted file types */
          accept?: (
            | 'doc'
            | 'docx'
            | 'png'
            | 'jpg'
            | 'jpeg'
            | 'bmp'
            | 'heic'
            | 'webp'
            | 'xml'
            | 'xls'
            | 'xlsx'
            | 'csv'
            | 'txt'
            | 'pdf'
          )[];
          /** @description Ids of uploaded files (POST /file/{flowId}) */
          value?: string[];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'currency_select';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description Default, prefilled or earlier submitted value */
          value?: string;
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'owner';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description The fields of one owner record */
          elements: components['schemas']['OwnerGroupElements'][];
          /** @description The owner records */
          value?: components['schemas']['OwnerRecord'][];
        }
      | {
          /** @description Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids. */
          id: string;
          /** @description Field label, in the request’s language */
          name?: string;
          /** @enum {string} */
          type: 'date_part_select';
          /** @description Short description */
          supportingText?: string;
          condition?: components['schemas']['FormElementCondition'];
          /** @description Semantic role of the field */
          role?:
            | 'first_name'
            | 'last_name'
            | 'second_last_name'
            | 'middle_name'
            | 'full_name'
            | 'alternate_full_name'
            | 'alias'
            | 'cpr'
            | 'email'
            | 'confirm_email'
            | 'phone_number'
            | 'mobile_number'
            | 'address_1'
            | 'address_street'
            | 'address_street_nr'
            | 'address_street_type'
            | 'address_house_nr'
            | 'address_building_name'
            | 'address_floor'
            | 'address_letter'
            | 'address_city'
            | 'address_zip'
            | 'address_state'
            | 'address_country'
            | 'gender'
            | 'dob'
            | 'national_id_nr'
            | 'document_number'
            | 'social_service_number'
            | 'nationality'
            | 'company_nr'
            | 'company_duns_nr'
            | 'company_country_incorporation'
            | 'company_name'
            | 'company_doi'
            | 'company_nace'
            | 'company_lei'
            | 'company_vat'
            | 'company_street'
            | 'company_building_nr'
            | 'company_city'
            | 'company_zip'
            | 'company_state'
            | 'company_state_address'
            | 'company_country'
            | 'company_postal_code'
            | 'company_building_name'
            | 'company_street_type'
            | 'company_street_number'
            | 'company_unit_number'
            | 'company_address_full'
            | 'company_type'
            | 'company_status'
            | 'company_email'
            | 'company_phone_number'
            | 'phone_verification'
            | 'owner_first_name'
            | 'owner_last_name'
            | 'owner_second_last_name'
            | 'owner_company_name'
            | 'owner_company_nr'
            | 'owner_country_incorporation'
            | 'owner_middle_name'
            | 'owner_full_name'
            | 'owner_alias'
            | 'owner_ssn'
            | 'owner_entity_type'
            | 'owner_is_active'
            | 'owner_is_director'
            | 'owner_is_owner'
            | 'owner_email'
            | 'owner_phone_number'
            | 'owner_mobile_number'
            | 'owner_address_street'
            | 'owner_address_street_nr'
            | 'owner_address_house_nr'
            | 'owner_address_floor'
            | 'owner_address_letter'
            | 'owner_address_full'
            | 'owner_address_street_type'
            | 'owner_address_building_name'
            | 'owner_address_city'
            | 'owner_address_zip'
            | 'owner_address_state'
            | 'owner_address_country'
            | 'owner_inactivity_reason'
            | 'owner_inactivity_reason_details'
            | 'owner_gender'
            | 'owner_dob'
            | 'owner_day_of_birth'
            | 'owner_month_of_birth'
            | 'owner_year_of_birth'
            | 'owner_national_id_nr'
            | 'owner_nationality'
            | 'owner_social_service_number'
            | 'owner_id'
            | 'ownership'
            | 'ownership_date'
            | 'utility_provider'
            | 'external_customer_id'
            | 'branch_or_division'
            | 'owner_context'
            | 'company_bank_account_number'
            | 'company_clearing_system_id'
            | 'company_iban'
            | 'company_bic'
            | 'company_bank_account_type'
            | 'company_bank_name'
            | 'owner_bank_account_number'
            | 'owner_clearing_system_id'
            | 'owner_iban'
            | 'owner_bic'
            | 'owner_bank_account_type'
            | 'owner_bank_name'
            | 'bank_account_number'
            | 'bic'
            | 'clearing_system_id';
          /** @description Alias identifying the field when role is absent */
          normalizedName?: string;
          validations: components['schemas']['Validation'][];
          prefillOptions:
            | 'non_prefillable'
            | 'prefillable_editable'
            | 'prefillable_non_editable_hidden'
            | 'prefillable_non_editable_visible';
          /** @description Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is */
          readOnly?: boolean;
          identifier?: components['schemas']['IdentifierLabel'];
          /** @description Short hint */
          placeholder?: string;
          /** @description The part: day 1-31, month 1-12 or year */
          value?: number | string;
          /** @description Parts with the same group form one date */
          compositeGroup: string;
          partType: 'day' | 'month' | 'year';
        };
    /** @description Any JSON value, stored as sent (an integration’s own result) */
    JsonValue: JsonValue;
    /** @description A form element’s value; the element’s kind says which form it takes */
    FieldValue:
      | string
      | number
      | boolean
      | string[]
      | components['schemas']['ClientPhoneNumber']
      | components['schemas']['OwnerRecord'][]
      | null;
    /**
     * form_submit
     * @description form_submit: values by element id, role or normalizedName (the last two where unambiguous); hidden elements are left out
     * @example {
     *       "first_name": "Ada",
     *       "last_name": "Lovelace",
     *       "dob": "1815-12-10",
     *       "address_country": "GB"
     *     }
     */
    FormSubmit: {
      [key: string]: components['schemas']['FieldValue'];
    };
    /**
     * sms_submit
     * @description sms_submit (docs/sms.md): {code} to verify, {resend: true} for a new code
     */
    SmsSubmit:
      | {
          /** @description The code the end user received */
          code: string;
        }
      | {
          /**
           * @description Ask for a new code
           * @enum {boolean}
           */
          resend: true;
        };
    /**
     * provider_kyb_search_submit
     * @description provider_kyb_search_submit (docs/kyb-search.md)
     */
    ProviderKybSearchSubmit:
      | {
          /** @description A PrefillId of the step’s search results */
          PrefillId: string;
        }
      | {
          /**
           * @description The business is not in the registry; only when the step’s allowNotFound
           * @enum {boolean}
           */
          notFound: true;
        };
    /**
     * docv_submit
     * @description docv_submit: the document verification result, as the tenant’s integration has it; rules read it as step:<nodeId>.<field>. Needs the tenant’s bearer token.
     * @example {
     *       "verdict": "approved",
     *       "documentType": "passport"
     *     }
     */
    DocvSubmit: {
      [key: string]: components['schemas']['JsonValue'];
    };
    /**
     * flow_connector_submit
     * @description flow_connector_submit: what the connected flow hands back; stored as sent.
     * @example {
     *       "connected": true
     *     }
     */
    FlowConnectorSubmit: {
      [key: string]: components['schemas']['JsonValue'];
    };
    /**
     * provider_electronic_id_submit
     * @description provider_electronic_id_submit: the electronic ID result of the tenant’s integration. Needs the tenant’s bearer token.
     * @example {
     *       "verified": true,
     *       "nationalIdNumber": "19900101-1234"
     *     }
     */
    ProviderElectronicIdSubmit: {
      [key: string]: components['schemas']['JsonValue'];
    };
    /**
     * person_ocr_submit
     * @description person_ocr_submit: fields read from a person’s document by the tenant’s OCR integration. Needs the tenant’s bearer token.
     * @example {
     *       "first_name": "Ada",
     *       "last_name": "Lovelace"
     *     }
     */
    PersonOcrSubmit: {
      [key: string]: components['schemas']['JsonValue'];
    };
    /**
     * business_ocr_submit
     * @description business_ocr_submit: fields read from a business document by the tenant’s OCR integration. Needs the tenant’s bearer token.
     * @example {
     *       "company_name": "Example AB"
     *     }
     */
    BusinessOcrSubmit: {
      [key: string]: components['schemas']['JsonValue'];
    };
    /** @description One of the 8 submit payloads; which one is the current step’s: form → form_submit, sms → sms_submit, provider_kyb_search → provider_kyb_search_submit, provider_doc_v → docv_submit, flow_connector → flow_connector_submit, provider_electronic_id → provider_electronic_id_submit, person_ocr → person_ocr_submit, business_ocr → business_ocr_submit (subsequent takes a form_submit) */
    SubmitPayload:
      | components['schemas']['FormSubmit']
      | components['schemas']['SmsSubmit']
      | components['schemas']['ProviderKybSearchSubmit']
      | components['schemas']['DocvSubmit']
      | components['schemas']['FlowConnectorSubmit']
      | components['schemas']['ProviderElectronicIdSubmit']
      | components['schemas']['PersonOcrSubmit']
      | components['schemas']['BusinessOcrSubmit'];
    /**
     * init_data
     * @description init_data: prefill values by element id, role or normalizedName
     * @example {
     *       "first_name": "Ada",
     *       "email": "ada@example.com"
     *     }
     */
    InitData: {
      /** @description A PrefillId of the business prefill search: fills the flow’s company_* fields (explicit fields win) */
      PrefillId?: string;
    } & {
      [key: string]: components['schemas']['FieldValue'];
    };
    /** @description A form: submit an object of values by element id, role or normalizedName (form_submit) */
    FormStep: {
      /** @description The step’s node id */
      id: string;
      /** @enum {string} */
      type: 'form';
      title: string | null;
      subtitle: string | null;
      /** @description Whether GET /back/{flowId} goes anywhere from here */
      canGoBack: boolean;
      elements: components['schemas']['FormElement'][];
    };
    /** @description A background service is running: poll GET /flow/{flowId} (see Retry-After) */
    PendingStep: {
      /** @enum {string} */
      type: 'pending';
    };
    /** @description The flow has ended; every run ends with one */
    EndStep: {
      id: string;
      /** @enum {string} */
      type: 'end';
      text: string | null;
      redirectUrl: string | null;
    };
    /** @description One-time code verification (docs/sms.md). Shown once a code is out; while it is being sent the answer is pending. */
    SmsStep: {
      id: string;
      /** @enum {string} */
      type: 'sms';
      title: string | null;
      canGoBack: boolean;
      phoneNumber: string | null;
      /** @description Digits to type */
      codeLength: number;
      /** @description code_sent: submit {code}; expired, locked (no attempts left), send_failed: submit {resend: true} */
      status: 'code_sent' | 'expired' | 'locked' | 'send_failed';
      expiresAt: string | null;
      /** @description Wrong codes the current code still accepts */
      attemptsLeft: number;
      /** @description New codes that can still be requested */
      resendsLeft: number;
      canResendAt: string | null;
      resendAvailableInSeconds: number | null;
      error?: {
        /**
         * @description 5301: the SMS could not be sent to the number; 5302: SMS provider error
         * @enum {integer}
         */
        code: 5301 | 5302;
        message: string;
      };
    };
    /** @description A business as a provider_kyb_search step stores it (and rules read it as step:<nodeId>.<field>); fields the registry lacks are absent */
    KybBusiness: {
      /** @description The registry’s id (ProviderID of the search results) */
      providerId: string;
      name: string;
      /** @description ISO 3166-1 alpha-2 country of registration */
      country: string;
      /** @description Registration number */
      registrationNumber?: string;
      /** @description The address on one line */
      address?: string;
      /** @description First address line */
      address1?: string;
      /** @description Second address line */
      address2?: string;
      /** @description City */
      city?: string;
      /** @description Region or state */
      region?: string;
      /** @description Postal code */
      postalCode?: string;
      /** @description ISO 20275 code or the registry’s wording */
      legalForm?: string;
      /** @description Legal Entity Identifier */
      lei?: string;
      /** @description YYYY-MM-DD */
      incorporationDate?: string;
      status: 'active' | 'inactive' | 'dissolved' | 'unknown';
      /** @description A branch rather than the legal entity itself */
      branch: boolean;
      identifiers?: {
        type: string;
        number: string;
      }[];
    };
    /** @description Business registry search (docs/kyb-search.md): search at searchPath, then submit {"PrefillId": "<a result’s PrefillId>"}, or {"notFound": true} when allowNotFound. */
    KybSearchStep: {
      id: string;
      /** @enum {string} */
      type: 'provider_kyb_search';
      title: string | null;
      canGoBack: boolean;
      /** @description ISO 3166-1 alpha-2 code of the registry searched */
      country: string;
      /** @description Whether {"notFound": true} is accepted */
      allowNotFound: boolean;
      searchPath: string | null;
      selected?: components['schemas']['KybBusiness'];
    };
    /** @description Deprecated subsequent-token step: submit its data as an object (subsequent_submit is a form_submit) */
    SubsequentStep: {
      id: string;
      /** @enum {string} */
      type: 'subsequent';
      title: string | null;
      canGoBack: boolean;
    };
    /** @description Hands over to another flow (deprecated connector): submit flow_connector_submit */
    FlowConnectorStep: {
      id: string;
      /** @enum {string} */
      type: 'flow_connector';
      title: string | null;
      canGoBack: boolean;
    };
    /** @description Identity document verification: the tenant’s integration submits the result (docv_submit), with its bearer token */
    DocVStep: {
      id: string;
      /** @enum {string} */
      type: 'provider_doc_v';
      title: string | null;
      canGoBack: boolean;
      shortCode: string | null;
    };
    /** @description Electronic ID: the tenant’s integration submits the result (provider_electronic_id_submit), with its bearer token */
    ElectronicIdStep: {
      id: string;
      /** @enum {string} */
      type: 'provider_electronic_id';
      title: string | null;
      canGoBack: boolean;
    };
    /** @description Person document OCR: the tenant’s integration submits the result (person_ocr_submit), with its bearer token */
    PersonOcrStep: {
      id: string;
      /** @enum {string} */
      type: 'person_ocr';
      title: string | null;
      canGoBack: boolean;
    };
    /** @description Business document OCR: the tenant’s integration submits the result (business_ocr_submit), with its bearer token */
    BusinessOcrStep: {
      id: string;
      /** @enum {string} */
      type: 'business_ocr';
      title: string | null;
      canGoBack: boolean;
    };
    /** @description Exactly one of the 11 step types (form, subsequent, sms, provider_kyb_search, flow_connector, provider_doc_v, provider_electronic_id, person_ocr, business_ocr, pending, end); `type` tells which */
    StepResponse:
      | components['schemas']['FormStep']
      | components['schemas']['SubsequentStep']
      | components['schemas']['SmsStep']
      | components['schemas']['KybSearchStep']
      | components['schemas']['FlowConnectorStep']
      | components['schemas']['DocVStep']
      | components['schemas']['ElectronicIdStep']
      | components['schemas']['PersonOcrStep']
      | components['schemas']['BusinessOcrStep']
      | components['schemas']['PendingStep']
      | components['schemas']['EndStep'];
    WLResult: {
      score: number;
      individualName: string;
      /** @description Aliases separated by semicolons */
      aliasList: string;
      identifier: string | null;
      subjectMatched: string;
      /** @description Day/month/year */
      dateOfBirth: string;
      nationality: string;
      sourceListType: string;
      sourceRegion: string;
      remarks: string;
      caution: string;
      URL: string;
    };
    AMResult: {
      score: number;
      subjectMatched: string;
      text: string;
      URL: string;
    };
    PEPResult: {
      score: number;
      name: string;
      dateOfBirth: string;
      country: string;
      professionalHistory: string[];
      URL: string;
      PEPRelation: string;
      PEPType: number;
    };
    MonitoringResult: {
      WatchlistState: 'No Hit' | 'Potential Hit';
      WatchlistData: {
        num_WL_hits: number;
        num_AM_hits: number;
        num_PEP_hits: number;
      } | null;
      WatchlistFullName: string;
      WatchlistHitDetails: {
        WL_results: components['schemas']['WLResult'][];
        AM_results: components['schemas']['AMResult'][];
        PEP_results: components['schemas']['PEPResult'][];
      } | null;
    };
    ScreeningResult: {
      MonitoringResult: components['schemas']['MonitoringResult'];
      Provenance: {
        ListName: string;
        Version: string;
        PublishedAt: string;
      }[];
    };
    CallbackRecord: {
      /** Format: date-time */
      VerificationDoneOnDate: string;
      EnrollmentId: string;
      TransactionId: string;
      TransactionRecordId: string;
      CustomerReferenceId?: string;
      ScanReason: 'Initial' | 'Scheduled' | 'ListUpdate';
      MonitoringResult: components['schemas']['MonitoringResult'];
      Provenance: {
        ListName: string;
        Version: string;
        PublishedAt: string;
      }[];
    };
    BusinessRecord: {
      ProviderID: string;
      CountryCode: string;
      CompanyName: string;
      OtherNames: string[];
      BusinessRegistrationNumber: string;
      Address: string;
      Address1: string;
      Address2: string;
      Region: string;
      City: string;
      PostalCode: string;
      Status: string;
      Branch: boolean;
      LegalForm: string;
      LEI: string;
      IncorporationDate: string;
      Source: string;
      BusinessIdentifiers: {
        Number: string;
        /** @description e.g. Business Registration Number, Tax Id Number */
        Type: string;
      }[];
    };
    /** Onward flow document */
    FlowDocument: {
      $schema?: string;
      name: string;
      description?: string;
      /** @description Require a bearer token of the tenant; default false */
      authenticated?: boolean;
      /** @description Language of the texts in the nodes; default en-US */
      defaultLanguage?:
        | 'ar'
        | 'bn'
        | 'bg'
        | 'zh-HK'
        | 'zh-Hans-CN'
        | 'zh-Hant-TW'
        | 'cs'
        | 'da'
        | 'nl-NL'
        | 'en-CA'
        | 'en-GB'
        | 'en-US'
        | 'et'
        | 'fi'
        | 'fr-CA'
        | 'fr-FR'
        | 'de-DE'
        | 'el'
        | 'gu'
        | 'he'
        | 'hi'
        | 'hu'
        | 'id'
        | 'it-IT'
        | 'ja'
        | 'kn'
        | 'ko'
        | 'lt'
        | 'ml'
        | 'mr'
        | 'no'
        | 'pl'
        | 'pt-BR'
        | 'pt-PT'
        | 'ro'
        | 'ru'
        | 'sk'
        | 'sl'
        | 'es-MX'
        | 'es-ES'
        | 'sv'
        | 'ta'
        | 'te'
        | 'th'
        | 'tr'
        | 'uk'
        | 'vi';
      /** @description First node id; default the first node */
      start?: string;
      nodes: (
        | {
            id: string;
            /** @enum {string} */
            type: 'form';
            title?: string;
            subtitle?: string;
            elements: (
              | {
                  /** @enum {string} */
                  type: 'text';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'number';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  value?: number;
                }
              | {
                  /** @enum {string} */
                  type: 'phone_number';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  value?:
                    | string
                    | {
                        area: string;
                        number?: string;
                        country?: string;
                      };
                }
              | {
                  /** @enum {string} */
                  type: 'email';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'password';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'select';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  options: {
                    /** @description Value used when submitting */
                    name: string;
                    label: string;
                  }[];
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'textarea';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'date_picker';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'spacing';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  name?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                }
              | {
                  /** @enum {string} */
                  type: 'plain_text';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  name: string;
                  supportingText?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                }
              | {
                  /** @enum {string} */
                  type: 'radio';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  options: {
                    /** @description Value used when submitting */
                    name: string;
                    label: string;
                    description?: string;
                  }[];
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'check_box';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  options?: {
                    /** @description Value used when submitting */
                    name: string;
                    label: string;
                    description?: string;
                  }[];
                  /** @description Names of pre-checked options */
                  value?: string[];
                }
              | {
                  /** @enum {string} */
                  type: 'country_select';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'file';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  /** @description Accepted file types */
                  accept?: (
                    | 'doc'
                    | 'docx'
                    | 'png'
                    | 'jpg'
                    | 'jpeg'
                    | 'bmp'
                    | 'heic'
                    | 'webp'
                    | 'xml'
                    | 'xls'
                    | 'xlsx'
                    | 'csv'
                    | 'txt'
                    | 'pdf'
                  )[];
                }
              | {
                  /** @enum {string} */
                  type: 'enhanced_file';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  /** @description Accepted file types */
                  accept?: (
                    | 'doc'
                    | 'docx'
                    | 'png'
                    | 'jpg'
                    | 'jpeg'
                    | 'bmp'
                    | 'heic'
                    | 'webp'
                    | 'xml'
                    | 'xls'
                    | 'xlsx'
                    | 'csv'
                    | 'txt'
                    | 'pdf'
                  )[];
                }
              | {
                  /** @enum {string} */
                  type: 'currency_select';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  /** @description Default value */
                  value?: string;
                }
              | {
                  /** @enum {string} */
                  type: 'owner';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  /** @description Fields of one owner record */
                  elements: (
                    | {
                        /** @enum {string} */
                        type: 'text';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        /** @description Default value */
                        value?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'number';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        value?: number;
                      }
                    | {
                        /** @enum {string} */
                        type: 'phone_number';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        value?:
                          | string
                          | {
                              area: string;
                              number?: string;
                              country?: string;
                            };
                      }
                    | {
                        /** @enum {string} */
                        type: 'email';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        /** @description Default value */
                        value?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'password';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'select';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        options: {
                          /** @description Value used when submitting */
                          name: string;
                          label: string;
                        }[];
                        /** @description Default value */
                        value?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'textarea';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        /** @description Default value */
                        value?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'date_picker';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        /** @description Default value */
                        value?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'spacing';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        name?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                      }
                    | {
                        /** @enum {string} */
                        type: 'plain_text';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        name: string;
                        supportingText?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                      }
                    | {
                        /** @enum {string} */
                        type: 'radio';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        options: {
                          /** @description Value used when submitting */
                          name: string;
                          label: string;
                          description?: string;
                        }[];
                        /** @description Default value */
                        value?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'check_box';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        options?: {
                          /** @description Value used when submitting */
                          name: string;
                          label: string;
                          description?: string;
                        }[];
                        /** @description Names of pre-checked options */
                        value?: string[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'country_select';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        /** @description Default value */
                        value?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'file';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        /** @description Accepted file types */
                        accept?: (
                          | 'doc'
                          | 'docx'
                          | 'png'
                          | 'jpg'
                          | 'jpeg'
                          | 'bmp'
                          | 'heic'
                          | 'webp'
                          | 'xml'
                          | 'xls'
                          | 'xlsx'
                          | 'csv'
                          | 'txt'
                          | 'pdf'
                        )[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'enhanced_file';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        /** @description Accepted file types */
                        accept?: (
                          | 'doc'
                          | 'docx'
                          | 'png'
                          | 'jpg'
                          | 'jpeg'
                          | 'bmp'
                          | 'heic'
                          | 'webp'
                          | 'xml'
                          | 'xls'
                          | 'xlsx'
                          | 'csv'
                          | 'txt'
                          | 'pdf'
                        )[];
                      }
                    | {
                        /** @enum {string} */
                        type: 'currency_select';
                        /** @description Author-chosen key, unique in the document */
                        key: string;
                        /** @description Field label */
                        name: string;
                        supportingText?: string;
                        role?:
                          | 'first_name'
                          | 'last_name'
                          | 'second_last_name'
                          | 'middle_name'
                          | 'full_name'
                          | 'alternate_full_name'
                          | 'alias'
                          | 'cpr'
                          | 'email'
                          | 'confirm_email'
                          | 'phone_number'
                          | 'mobile_number'
                          | 'address_1'
                          | 'address_street'
                          | 'address_street_nr'
                          | 'address_street_type'
                          | 'address_house_nr'
                          | 'address_building_name'
                          | 'address_floor'
                          | 'address_letter'
                          | 'address_city'
                          | 'address_zip'
                          | 'address_state'
                          | 'address_country'
                          | 'gender'
                          | 'dob'
                          | 'national_id_nr'
                          | 'document_number'
                          | 'social_service_number'
                          | 'nationality'
                          | 'company_nr'
                          | 'company_duns_nr'
                          | 'company_country_incorporation'
                          | 'company_name'
                          | 'company_doi'
                          | 'company_nace'
                          | 'company_lei'
                          | 'company_vat'
                          | 'company_street'
                          | 'company_building_nr'
                          | 'company_city'
                          | 'company_zip'
                          | 'company_state'
                          | 'company_state_address'
                          | 'company_country'
                          | 'company_postal_code'
                          | 'company_building_name'
                          | 'company_street_type'
                          | 'company_street_number'
                          | 'company_unit_number'
                          | 'company_address_full'
                          | 'company_type'
                          | 'company_status'
                          | 'company_email'
                          | 'company_phone_number'
                          | 'phone_verification'
                          | 'owner_first_name'
                          | 'owner_last_name'
                          | 'owner_second_last_name'
                          | 'owner_company_name'
                          | 'owner_company_nr'
                          | 'owner_country_incorporation'
                          | 'owner_middle_name'
                          | 'owner_full_name'
                          | 'owner_alias'
                          | 'owner_ssn'
                          | 'owner_entity_type'
                          | 'owner_is_active'
                          | 'owner_is_director'
                          | 'owner_is_owner'
                          | 'owner_email'
                          | 'owner_phone_number'
                          | 'owner_mobile_number'
                          | 'owner_address_street'
                          | 'owner_address_street_nr'
                          | 'owner_address_house_nr'
                          | 'owner_address_floor'
                          | 'owner_address_letter'
                          | 'owner_address_full'
                          | 'owner_address_street_type'
                          | 'owner_address_building_name'
                          | 'owner_address_city'
                          | 'owner_address_zip'
                          | 'owner_address_state'
                          | 'owner_address_country'
                          | 'owner_inactivity_reason'
                          | 'owner_inactivity_reason_details'
                          | 'owner_gender'
                          | 'owner_dob'
                          | 'owner_day_of_birth'
                          | 'owner_month_of_birth'
                          | 'owner_year_of_birth'
                          | 'owner_national_id_nr'
                          | 'owner_nationality'
                          | 'owner_social_service_number'
                          | 'owner_id'
                          | 'ownership'
                          | 'ownership_date'
                          | 'utility_provider'
                          | 'external_customer_id'
                          | 'branch_or_division'
                          | 'owner_context'
                          | 'company_bank_account_number'
                          | 'company_clearing_system_id'
                          | 'company_iban'
                          | 'company_bic'
                          | 'company_bank_account_type'
                          | 'company_bank_name'
                          | 'owner_bank_account_number'
                          | 'owner_clearing_system_id'
                          | 'owner_iban'
                          | 'owner_bic'
                          | 'owner_bank_account_type'
                          | 'owner_bank_name'
                          | 'bank_account_number'
                          | 'bic'
                          | 'clearing_system_id';
                        /** @description Alias identifying the field when role is absent */
                        normalizedName?: string;
                        condition?: {
                          type: 'AND' | 'OR';
                          rules: {
                            action?: 'show' | 'hide';
                            /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                            fieldId: string;
                            operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                            comparable?: {
                              value: (string | number | boolean | null) | (string | number)[];
                            };
                          }[];
                        };
                        validations?: (
                          | {
                              /** @enum {string} */
                              type: 'required';
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_length';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'min_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_date';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'regex';
                              value: string;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_number_of_elements';
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                          | {
                              /** @enum {string} */
                              type: 'max_file_size';
                              /** @description bytes */
                              value: number;
                              /** @description Shown instead of the default message */
                              errorMessage?: string;
                            }
                        )[];
                        prefillOptions?:
                          | 'non_prefillable'
                          | 'prefillable_editable'
                          | 'prefillable_non_editable_hidden'
                          | 'prefillable_non_editable_visible';
                        placeholder?: string;
                        /** @description Default value */
                        value?: string;
                      }
                  )[];
                }
              | {
                  /** @enum {string} */
                  type: 'date_part_select';
                  /** @description Author-chosen key, unique in the document */
                  key: string;
                  /** @description Field label */
                  name: string;
                  supportingText?: string;
                  role?:
                    | 'first_name'
                    | 'last_name'
                    | 'second_last_name'
                    | 'middle_name'
                    | 'full_name'
                    | 'alternate_full_name'
                    | 'alias'
                    | 'cpr'
                    | 'email'
                    | 'confirm_email'
                    | 'phone_number'
                    | 'mobile_number'
                    | 'address_1'
                    | 'address_street'
                    | 'address_street_nr'
                    | 'address_street_type'
                    | 'address_house_nr'
                    | 'address_building_name'
                    | 'address_floor'
                    | 'address_letter'
                    | 'address_city'
                    | 'address_zip'
                    | 'address_state'
                    | 'address_country'
                    | 'gender'
                    | 'dob'
                    | 'national_id_nr'
                    | 'document_number'
                    | 'social_service_number'
                    | 'nationality'
                    | 'company_nr'
                    | 'company_duns_nr'
                    | 'company_country_incorporation'
                    | 'company_name'
                    | 'company_doi'
                    | 'company_nace'
                    | 'company_lei'
                    | 'company_vat'
                    | 'company_street'
                    | 'company_building_nr'
                    | 'company_city'
                    | 'company_zip'
                    | 'company_state'
                    | 'company_state_address'
                    | 'company_country'
                    | 'company_postal_code'
                    | 'company_building_name'
                    | 'company_street_type'
                    | 'company_street_number'
                    | 'company_unit_number'
                    | 'company_address_full'
                    | 'company_type'
                    | 'company_status'
                    | 'company_email'
                    | 'company_phone_number'
                    | 'phone_verification'
                    | 'owner_first_name'
                    | 'owner_last_name'
                    | 'owner_second_last_name'
                    | 'owner_company_name'
                    | 'owner_company_nr'
                    | 'owner_country_incorporation'
                    | 'owner_middle_name'
                    | 'owner_full_name'
                    | 'owner_alias'
                    | 'owner_ssn'
                    | 'owner_entity_type'
                    | 'owner_is_active'
                    | 'owner_is_director'
                    | 'owner_is_owner'
                    | 'owner_email'
                    | 'owner_phone_number'
                    | 'owner_mobile_number'
                    | 'owner_address_street'
                    | 'owner_address_street_nr'
                    | 'owner_address_house_nr'
                    | 'owner_address_floor'
                    | 'owner_address_letter'
                    | 'owner_address_full'
                    | 'owner_address_street_type'
                    | 'owner_address_building_name'
                    | 'owner_address_city'
                    | 'owner_address_zip'
                    | 'owner_address_state'
                    | 'owner_address_country'
                    | 'owner_inactivity_reason'
                    | 'owner_inactivity_reason_details'
                    | 'owner_gender'
                    | 'owner_dob'
                    | 'owner_day_of_birth'
                    | 'owner_month_of_birth'
                    | 'owner_year_of_birth'
                    | 'owner_national_id_nr'
                    | 'owner_nationality'
                    | 'owner_social_service_number'
                    | 'owner_id'
                    | 'ownership'
                    | 'ownership_date'
                    | 'utility_provider'
                    | 'external_customer_id'
                    | 'branch_or_division'
                    | 'owner_context'
                    | 'company_bank_account_number'
                    | 'company_clearing_system_id'
                    | 'company_iban'
                    | 'company_bic'
                    | 'company_bank_account_type'
                    | 'company_bank_name'
                    | 'owner_bank_account_number'
                    | 'owner_clearing_system_id'
                    | 'owner_iban'
                    | 'owner_bic'
                    | 'owner_bank_account_type'
                    | 'owner_bank_name'
                    | 'bank_account_number'
                    | 'bic'
                    | 'clearing_system_id';
                  /** @description Alias identifying the field when role is absent */
                  normalizedName?: string;
                  condition?: {
                    type: 'AND' | 'OR';
                    rules: {
                      action?: 'show' | 'hide';
                      /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                      fieldId: string;
                      operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                      comparable?: {
                        value: (string | number | boolean | null) | (string | number)[];
                      };
                    }[];
                  };
                  validations?: (
                    | {
                        /** @enum {string} */
                        type: 'required';
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_length';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'min_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_date';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'regex';
                        value: string;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_number_of_elements';
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                    | {
                        /** @enum {string} */
                        type: 'max_file_size';
                        /** @description bytes */
                        value: number;
                        /** @description Shown instead of the default message */
                        errorMessage?: string;
                      }
                  )[];
                  prefillOptions?:
                    | 'non_prefillable'
                    | 'prefillable_editable'
                    | 'prefillable_non_editable_hidden'
                    | 'prefillable_non_editable_visible';
                  placeholder?: string;
                  /** @description Default value */
                  value?: string;
                  /** @description Parts with the same group form one date */
                  compositeGroup: string;
                  partType: 'day' | 'month' | 'year';
                }
            )[];
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'condition';
            /** @description First branch whose condition holds wins */
            branches: {
              condition: {
                type: 'AND' | 'OR';
                rules: {
                  action?: 'show' | 'hide';
                  /** @description Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received) */
                  fieldId: string;
                  operator: 'null' | 'hv' | '=' | '!=' | 'cv' | 'nc' | '<' | '>' | 'in' | 'nin';
                  comparable?: {
                    value: (string | number | boolean | null) | (string | number)[];
                  };
                }[];
              };
              next: string;
            }[];
            /** @description Taken when no branch holds; absent means END */
            otherwise?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'service';
            /** @description Registered service name: http_request, screening or business_verification (docs/services.md); another name is a warning */
            service: string;
            config?: {
              [key: string]: components['schemas']['JsonValue'];
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'end';
            text?: string;
            redirectUrl?: string;
            /** @description End client status set on arrival; default ACCEPTED */
            status?: 'ACCEPTED' | 'PENDING_REVIEW' | 'DECLINED';
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'sms';
            title?: string;
            config?: {
              /** @description Key of the phone_number element whose value gets the code */
              phoneField?: string;
              /** @description Role of the element holding the number; default mobile_number, then phone_number */
              phoneRole?:
                | 'first_name'
                | 'last_name'
                | 'second_last_name'
                | 'middle_name'
                | 'full_name'
                | 'alternate_full_name'
                | 'alias'
                | 'cpr'
                | 'email'
                | 'confirm_email'
                | 'phone_number'
                | 'mobile_number'
                | 'address_1'
                | 'address_street'
                | 'address_street_nr'
                | 'address_street_type'
                | 'address_house_nr'
                | 'address_building_name'
                | 'address_floor'
                | 'address_letter'
                | 'address_city'
                | 'address_zip'
                | 'address_state'
                | 'address_country'
                | 'gender'
                | 'dob'
                | 'national_id_nr'
                | 'document_number'
                | 'social_service_number'
                | 'nationality'
                | 'company_nr'
                | 'company_duns_nr'
                | 'company_country_incorporation'
                | 'company_name'
                | 'company_doi'
                | 'company_nace'
                | 'company_lei'
                | 'company_vat'
                | 'company_street'
                | 'company_building_nr'
                | 'company_city'
                | 'company_zip'
                | 'company_state'
                | 'company_state_address'
                | 'company_country'
                | 'company_postal_code'
                | 'company_building_name'
                | 'company_street_type'
                | 'company_street_number'
                | 'company_unit_number'
                | 'company_address_full'
                | 'company_type'
                | 'company_status'
                | 'company_email'
                | 'company_phone_number'
                | 'phone_verification'
                | 'owner_first_name'
                | 'owner_last_name'
                | 'owner_second_last_name'
                | 'owner_company_name'
                | 'owner_company_nr'
                | 'owner_country_incorporation'
                | 'owner_middle_name'
                | 'owner_full_name'
                | 'owner_alias'
                | 'owner_ssn'
                | 'owner_entity_type'
                | 'owner_is_active'
                | 'owner_is_director'
                | 'owner_is_owner'
                | 'owner_email'
                | 'owner_phone_number'
                | 'owner_mobile_number'
                | 'owner_address_street'
                | 'owner_address_street_nr'
                | 'owner_address_house_nr'
                | 'owner_address_floor'
                | 'owner_address_letter'
                | 'owner_address_full'
                | 'owner_address_street_type'
                | 'owner_address_building_name'
                | 'owner_address_city'
                | 'owner_address_zip'
                | 'owner_address_state'
                | 'owner_address_country'
                | 'owner_inactivity_reason'
                | 'owner_inactivity_reason_details'
                | 'owner_gender'
                | 'owner_dob'
                | 'owner_day_of_birth'
                | 'owner_month_of_birth'
                | 'owner_year_of_birth'
                | 'owner_national_id_nr'
                | 'owner_nationality'
                | 'owner_social_service_number'
                | 'owner_id'
                | 'ownership'
                | 'ownership_date'
                | 'utility_provider'
                | 'external_customer_id'
                | 'branch_or_division'
                | 'owner_context'
                | 'company_bank_account_number'
                | 'company_clearing_system_id'
                | 'company_iban'
                | 'company_bic'
                | 'company_bank_account_type'
                | 'company_bank_name'
                | 'owner_bank_account_number'
                | 'owner_clearing_system_id'
                | 'owner_iban'
                | 'owner_bic'
                | 'owner_bank_account_type'
                | 'owner_bank_name'
                | 'bank_account_number'
                | 'bic'
                | 'clearing_system_id';
              /** @description Digits in the code; default 6 */
              codeLength?: number;
              /** @description How long a code is valid; default 600 */
              ttlSeconds?: number;
              /** @description Wrong codes allowed per sent code; default 5 */
              maxAttempts?: number;
              /** @description Wait between sends; default 30 */
              resendCooldownSeconds?: number;
              /** @description Codes sent per session for this node, first one included; default 5 */
              maxSends?: number;
              /** @description SMS text with a {code} placeholder; translatable as translations.<lang>.nodes.<id>.message */
              message?: string;
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'provider_kyb_search';
            title?: string;
            config: {
              /** @description ISO 3166-1 alpha-2 code (upper case) of the registry searched; required */
              country: string;
              /** @description Whether the user may answer {"notFound": true} instead of picking a business; default false */
              allowNotFound?: boolean;
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'provider_doc_v';
            title?: string;
            config?: {
              [key: string]: components['schemas']['JsonValue'];
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'provider_electronic_id';
            title?: string;
            config?: {
              [key: string]: components['schemas']['JsonValue'];
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'person_ocr';
            title?: string;
            config?: {
              [key: string]: components['schemas']['JsonValue'];
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'business_ocr';
            title?: string;
            config?: {
              [key: string]: components['schemas']['JsonValue'];
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'flow_connector';
            title?: string;
            config?: {
              [key: string]: components['schemas']['JsonValue'];
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
        | {
            id: string;
            /** @enum {string} */
            type: 'subsequent';
            title?: string;
            config?: {
              [key: string]: components['schemas']['JsonValue'];
            };
            /** @description Next node id; absent means the END step */
            next?: string;
          }
      )[];
      /** @description By x-hf-language code */
      translations?: {
        [key: string]: {
          /** @description By node id */
          nodes?: {
            [key: string]: {
              title?: string;
              subtitle?: string;
              text?: string;
              /** @description SMS text of an sms node, with {code} */
              message?: string;
            };
          };
          /** @description By element key; an owner group field is `<ownerKey>.<fieldKey>` */
          elements?: {
            [key: string]: {
              name?: string;
              placeholder?: string;
              supportingText?: string;
              /** @description Option label by option name */
              options?: {
                [key: string]: string;
              };
              /** @description Error message by validation type */
              validations?: {
                [key: string]: string;
              };
            };
          };
        };
      };
      /** @description An IN_PROGRESS end client with no activity for this long becomes ABANDONED; absent means never */
      abandonmentTimer?: {
        /** @description Hours without activity (fractions allowed), 1 to 8760 (a year) */
        afterHours: number;
      };
      /** @description Where this flow's events are sent and in which format (signed, retried; docs/webhooks.md); absent means nowhere */
      webhook?: {
        /** @description Absolute http(s) URL that receives this flow's events */
        url: string;
        /** @description standard (default): end_client.status_changed events; event_callback: the real API's EVENT_CALLBACK envelope after a URL_VERIFICATION handshake */
        format?: 'standard' | 'event_callback';
      };
    };
    DocumentIssue: {
      /** @description Machine-readable, e.g. unknown_reference, unreachable_node */
      code: string;
      /** @description JSON pointer into the uploaded document */
      path: string;
      message: string;
      nodeId?: string;
      field?: string;
      apiCode?: number;
    };
    FlowSummary: {
      flowId: string;
      name: string;
      /** @description Newest uploaded version (the draft) */
      latestVersion: number;
      /** @description Version run by /test paths */
      testVersion: number | null;
      /** @description Version run by plain paths */
      liveVersion: number | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
