/** HTTP of uploads: multipart image uploads into the caller's folders, and the caller's images. */
import multipart from '@fastify/multipart';
import { endpoints, IMAGE_MAX_BYTES, UPLOAD_FILES_MAX } from '@quad/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { badInput, tooLarge } from '../../infra/errors';
import { limitRequests } from '../../plugins/rate-limit';
import { memberOf } from '../auth/authenticate';
import { uploadLimits } from './rate-limits';
import * as uploads from './service';

const codeOf = (error: unknown) => (error as { code?: string }).code;

/** RFC 2046: a boundary of 1 to 70 characters, quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s";]+)/i;

const MALFORMED = 'The multipart form is malformed or ends early.';

/**
 * The multipart parser's own failures (a part cut short, a broken header) carry no code; the
 * plugin's limits and refusals do.
 */
const isMalformedForm = (error: unknown) => error instanceof Error && codeOf(error) === undefined;

/** The multipart form as the service reads it: the path field and the files, in order. */
async function* partsOf(request: FastifyRequest): AsyncGenerator<uploads.UploadPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'path') yield { type: 'path', value: String(part.value) };
        continue;
      }
      yield {
        type: 'file',
        file: {
          filename: part.filename || undefined,
          read: async () => {
            try {
              return await part.toBuffer();
            } catch (error) {
              if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') return 'tooLarge';
              if (isMalformedForm(error)) throw badInput(MALFORMED);
              throw error;
            }
          },
        },
      };
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT') {
      throw tooLarge(`Send at most ${UPLOAD_FILES_MAX} images at a time.`);
    }
    if (codeOf(error) === 'FST_PARTS_LIMIT' || codeOf(error) === 'FST_FIELDS_LIMIT') {
      throw tooLarge('The form has too many parts.');
    }
    if (isMalformedForm(error)) throw badInput(MALFORMED);
    throw error;
  }
}

export const registerUploadRoutes = (root: FastifyInstance, context: AppContext) => {
  void root.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: IMAGE_MAX_BYTES,
        files: UPLOAD_FILES_MAX,
        fields: 5,
        fieldSize: 2048,
        parts: UPLOAD_FILES_MAX + 5,
      },
    });
    const perMember = limitRequests(scope, context.config.rateLimit, {
      ...uploadLimits.uploadsPerMember,
      key: (request) => memberOf(request).id,
    });

    route(scope, context, endpoints.uploadImages, {
      preHandler: perMember,
      handler: async (request) => {
        if (!request.isMultipart()) {
          throw badInput('Send the images as multipart/form-data: a path field and file fields.');
        }
        if (!BOUNDARY.test(request.headers['content-type'] ?? '')) {
          throw badInput('The multipart form is malformed: its Content-Type names no boundary.');
        }
        return uploads.uploadImages(context, memberOf(request).id, partsOf(request));
      },
    });

    route(scope, context, endpoints.listImages, {
      handler: async (request) => uploads.listImages(context, memberOf(request).id, request.body),
    });
  });
};
