// The body of a demand's creation (POST /api/demands, pro-side §9), the vocabulary the app sends and the
// platform's domain receives: the app's client types its request with it, and the domain's input is
// the same fields once the HTTP layer has parsed the slots into instants.
export interface DemandRequestFields {
  study_id: number;
  report_type_id: number;
  meeting_type: "meeting" | "consultation";
  operator_id?: number;
  user_id?: number;
  partner_id?: number;
  affiliate_id?: number;
  unfinished_demand_id?: number;
  address?: string;
  latitude?: number;
  longitude?: number;
  further_infos?: string;
  source?: string;
}

/** As sent over HTTP: ISO slot bounds, and a guest's token when the session holds no account token. */
export interface DemandRequest extends DemandRequestFields {
  /** Exactly one slot, except for slot-less report types and studies. */
  slots: Array<{ start_date: string; end_date: string }>;
  is_visio?: boolean;
  customer_token?: string;
}
