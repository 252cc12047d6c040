/** Shapes of the annotation layer API (`/api/v1/annotation_layer/…`), as Superset answers them. */

/** A user as the lists name them. */
export interface AnnotationUser {
  id?: number;
  first_name: string;
  last_name?: string;
}

/** A row of `GET /api/v1/annotation_layer/`. */
export interface AnnotationLayer {
  id: number;
  name: string | null;
  descr: string | null;
  created_by?: AnnotationUser | null;
  changed_by?: AnnotationUser | null;
  created_on?: string | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string;
}

/** The body of a layer's create and update. */
export interface AnnotationLayerPayload {
  name: string;
  descr: string;
}

/** A row of `GET /api/v1/annotation_layer/{pk}/annotation/`; `json_metadata` only when read one by one. */
export interface Annotation {
  id: number;
  short_descr: string | null;
  long_descr: string | null;
  /** Naive UTC ISO, e.g. `2024-03-01T09:00:00`. */
  start_dttm: string | null;
  end_dttm: string | null;
  json_metadata?: string | null;
  created_by?: AnnotationUser | null;
  changed_by?: AnnotationUser | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string;
}

/** The body of an annotation's create and update. */
export interface AnnotationPayload {
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
}
