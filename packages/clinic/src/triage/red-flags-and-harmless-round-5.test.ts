import { describePhrasingRound } from './phrasing-round.testing';

// Round 5 of issue 32, written test first by two helper sessions that saw neither the lexicons
// nor the evaluation sets: in every chat language one message each of a headache in late
// pregnancy or after birth, one worse lying down or brought on by coughing or sex, cancer or
// immune suppression with a new headache, a new or worsening headache after 50, a person with
// dementia who fell (on blood thinners), is suddenly worse, or shows stroke or seizure signs, and
// a head injury with vomiting or drowsiness; and three harmless messages. Before the changes that
// came with it, 141 of 144 red flags were raised, three more only as something else (a seizure and
// stroke signs in dementia care as sudden confusion, a headache on prednisolone and methotrexate as
// a changed pattern), and 5 of 54 harmless messages raised an alarm.
// Left out, still wrong: a Spanish child who fell "del tobogán del parque de cabeza" (the fall
// and the head are four words apart), and five harmless messages that raise an alarm: a question
// whether a headache can be a tumour beside a colleague's husband's brain cancer (Russian,
// Slovenian, Bulgarian), an Italian general question about paracetamol in pregnancy, and a
// Japanese list of denied symptoms ("しびれや言葉が出にくいとかはありません") longer than the window
// in which a negation follows its symptom.
describePhrasingRound('red flags and harmless messages, round 5', {
  English: {
    flagged: [
      // 34 weeks pregnant, pounding headache not helped by paracetamol, puffy hands/feet, flashing zigzags; asks if Nurofen is ok.
      [
        "hi, I'm 34 weeks with my second. woke up with a pounding headache that paracetamol hasn't touched, my feet and hands are really puffy, rings won't come off, and I keep seeing little flashing zigzags. midwife appt isn't till thursday. can I take a nurofen or is that bad in pregnancy?",
        1,
        'pregnancy',
      ],
      // Sudden explosive occipital pain on coughing/straining since last week, woken at night twice with vomiting; asks about tension and coffee.
      [
        'Bit of an odd one. Every time I cough or strain on the loo I get this sudden explosive pain at the back of my head, like being hit with a bat, lasts a few mins. Started last week. Also it woke me at 4am twice and I was sick. Is this just a tension thing? Should I cut down on coffee?',
        1,
        'exertion',
      ],
      // Husband on chemotherapy has a new, different headache and 38.2 fever; won't call oncology line; asks what to give.
      [
        "My husband's on chemo for bowel cancer (cycle 4). Since yesterday he's got a headache he says is nothing like his usual ones, and his temp was 38.2 this evening. He doesn't want to bother the oncology line at this hour. What's the best thing to give him for the headache, paracetamol?",
        1,
        'cancer-immune',
      ],
      // 58-year-old with new daily headache worsening over 6 weeks, now clumsy left hand; asks for sleep tips.
      [
        "I'm 58 and never really had headaches in my life but for about 6 weeks now I get one nearly every day and its getting worse, this week my left hand has felt clumsy and i dropped a cup twice. my wife thinks its stress from work. any tips for sleeping better?",
        1,
        'new-after-50',
      ],
      // Mother with Alzheimer's on apixaban hit head in a fall, now drowsy, vomiting and more confused; asks whether to let her sleep.
      [
        "Mum (84, Alzheimer's) fell in the bathroom last night and banged her head on the sink. She's on apixaban for her heart. Seemed ok at first but this morning she's really drowsy, threw up her breakfast and is more muddled than usual. The carers are coming at 11. Should I ring 111 or just let her sleep it off?",
        2,
        'head-injury',
      ],
      // Grandmother with dementia abruptly changed since yesterday: not recognising daughter, seeing children, agitated then sleepy, smelly urine; asks how to calm her.
      [
        "my nan has dementia but she was chatting normally on sunday. since yesterday she's a different person, doesn't know who my mum is, keeps saying there are kids in the garden, shouting and then falling asleep mid sentence. her wee smells really strong. is this just the dementia getting worse? how do we calm her down at night?",
        2,
        'sudden-confusion',
      ],
      // Father with dementia suddenly has right facial droop, right arm weakness and no speech; asks whether to call GP or wait.
      [
        "Dad's got vascular dementia. Just now at lunch the right side of his face looked droopy and he couldnt lift his right arm to hold the spoon, and he can't get his words out at all, just noises. He does have bad days though. Do I ring the GP or wait and see if it passes?",
        2,
        'neuro-deficit',
      ],
      // 6-year-old hit head falling off climbing frame, vomited 3 times, sleepy, worsening headache; asks about Tylenol and early bed.
      [
        "My 6 yr old fell off the jungle gym at school around 2pm and hit his head on the ground. Teacher said he was fine. He's thrown up 3 times since we got home, keeps wanting to sleep and says his head hurts more now. Can I give him tylenol and put him to bed early?",
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 28 weeks pregnant with usual migraine, explicitly no swelling, normal BP, usual aura only; asks what is safe besides paracetamol.
      "I'm 28 weeks and getting my usual migraine, the same kind I've had since I was a teenager. No swelling, BP was fine at the midwife yesterday, no vision changes apart from my normal aura that goes in 20 mins. What can I safely take besides paracetamol?",
      // Mother's head injury two years ago with clear CT; dementia progressing slowly; asks for afternoon activities.
      "Mum fell and hit her head about two years ago, they did a CT at the time and it was all clear. She's been the same since and her dementia is slowly progressing as expected. Any ideas for keeping her occupied in the afternoons?",
      // Colleague's husband has a brain tumour; asks what gift or card to send.
      "my colleague's husband has a brain tumour and she's off work looking after him. I'd like to send her something but don't know what's appropriate, flowers? a card? any ideas?",
    ],
    offTopic: [],
  },
  Deutsch: {
    flagged: [
      // Wife 8 days after delivery: extreme headache, blurred vision, upper abdominal pressure, swollen legs; asks about ibuprofen while breastfeeding.
      [
        'Meine Frau hat vor 8 Tagen entbunden, alles gut gelaufen. Seit heute Mittag hat sie extreme Kopfschmerzen, sieht alles verschwommen und hat so einen Druck oben im Bauch unter den Rippen. Die Beine sind auch ziemlich dick geschwollen. Die Hebamme kommt erst morgen. Darf sie beim Stillen Ibuprofen nehmen?',
        1,
        'pregnancy',
      ],
      // 15-year-old son: 3 weeks of headache worst in the morning and lying down, wakes him at night, vomiting; asks if it's from his phone.
      [
        'Unser Sohn (15) hat seit ca. 3 Wochen Kopfweh, das morgens am schlimmsten ist, er wacht nachts davon auf und hat jetzt schon 3x morgens erbrochen, danach gehts etwas besser. Im Liegen wirds schlimmer sagt er. Kinderarzt meinte vlt Migräne. Kann das vom Handy kommen??',
        1,
        'positional',
      ],
      // Kidney transplant patient on immunosuppressants: new different headache, 38.4 fever, stiff neck; thinks it's a cold, asks which painkiller.
      [
        'bin nierentransplantiert (seit 2019), nehme Tacrolimus und Cortison. seit 2 Tagen Kopfschmerzen, ganz anders als sonst, dumpf und dauerhaft, heute abend 38,4 Fieber und der Nacken fühlt sich steif an. Ist wahrscheinlich nur ne Erkältung oder? Welches Schmerzmittel vertrag ich mit meinen Medikamenten?',
        1,
        'cancer-immune',
      ],
      // Husband, 63, new headaches worsening weekly for two months, now mixing up words and clumsy parking; asks about peppermint oil.
      [
        'Mein Mann ist 63, hatte nie Kopfschmerzen. Seit ungefähr zwei Monaten klagt er fast täglich, es wird von Woche zu Woche schlimmer, und jetzt verwechselt er Wörter und hat letzte Woche beim Einparken die Garage gestreift, was ihm nie passiert. Er will nicht zum Arzt. Hilft Pfefferminzöl an den Schläfen?',
        1,
        'new-after-50',
      ],
      // Father with dementia on warfarin-type anticoagulant found on floor with head bump, now drowsy, vomiting, more confused; asks whether to wake him overnight.
      [
        'Mein Vater (81, Demenz) lag heute morgen im Flur auf dem Boden, keiner weiß wie lange. Beule am Hinterkopf. Er nimmt Marcumar. Seitdem ist er total schläfrig, hat zweimal gespuckt und redet noch wirrer als sonst. Pflegedienst meint abwarten, bei der 116117 komm ich nicht durch. Soll ich ihn heute Nacht wecken oder schlafen lassen?',
        2,
        'head-injury',
      ],
      // Wife with Alzheimer's abruptly changed since last night: doesn't recognise him, sees animals, restless then barely rousable, fever and frequent urination; asks for a sedative.
      [
        'Meine Frau hat Alzheimer, mittelschwer. Seit gestern Abend ist sie wie ausgewechselt, erkennt mich nicht mehr, fragt wer ich bin, sieht Tiere an der Wand und will dauernd raus. Heute ist sie kaum wach zu kriegen. Sie muss auch ständig aufs Klo und hat 38 Fieber. Ist das ein neuer Schub? Was kann ich ihr zur Beruhigung geben?',
        2,
        'sudden-confusion',
      ],
      // Grandchild: grandmother with dementia just had a 2-minute whole-body convulsion and now won't wake or respond; asks if it's normal in dementia.
      [
        'Hallo, meine Oma hat Demenz und wohnt bei uns. Sie hat gerade ca 2 min am ganzen Koerper gezuckt, Augen verdreht, Schaum vorm Mund und jetzt liegt sie da und wacht nicht richtig auf, reagiert nicht wenn ich sie anspreche. Meine Eltern sind arbeiten. Ist das normal bei Demenz?',
        2,
        'neuro-deficit',
      ],
      // Husband fell 2 m from a ladder onto his head yesterday; now clear watery fluid from nose and worsening headache; asks if he can work tomorrow.
      [
        'Mein Mann ist gestern beim Dachrinne sauber machen von der Leiter gefallen, ca 2 m, auf den Kopf. Er wollte nicht ins Krankenhaus. Jetzt läuft ihm so klare wässrige Flüssigkeit aus der Nase, obwohl er nicht erkältet ist, und die Kopfschmerzen werden stärker. Kann er trotzdem morgen zur Arbeit?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 30 weeks pregnant with usual migraine, explicitly no visual flicker, no swelling, normal BP; asks for pregnancy-safe home remedies.
      'Schwanger in der 30. SSW, hab heute meine typische Migräne wie schon seit Jahren. Kein Flimmern, keine Schwellungen, Blutdruck beim Frauenarzt gestern 115/70. Paracetamol hilft ein bisschen. Gibt es noch andere Hausmittel, die in der Schwangerschaft okay sind?',
      // Mother with dementia had a head wound from a fall two years ago, CT normal; asks about a home emergency alarm system.
      'Meine Mutter (Demenz) ist vor zwei Jahren gestürzt und hatte eine Platzwunde am Kopf, das CT war damals unauffällig. Seitdem ist nichts mehr passiert. Wir überlegen jetzt, ob ein Hausnotruf sinnvoll ist. Hat jemand Erfahrungen damit?',
      // General question for a well sister: ibuprofen or paracetamol while breastfeeding?
      'Allgemeine Frage: darf man in der Stillzeit eigentlich Ibuprofen nehmen oder ist Paracetamol besser? Frage für meine Schwester, der geht es gut, sie will nur vorbereitet sein.',
    ],
    offTopic: [],
  },
  French: {
    flagged: [
      // 7 months pregnant: horrible headache, flashing stars, right upper abdominal pain, very swollen ankles; asks about Doliprane 1000.
      [
        "Bonjour, je suis enceinte de 7 mois et depuis ce matin j'ai un mal de tete horrible, je vois des petites etoiles qui clignotent et j'ai mal en haut du ventre, sous les côtes à droite. Mes chevilles ont beaucoup gonflé cette semaine. Je peux prendre un Doliprane 1000 ou c'est trop ?",
        1,
        'pregnancy',
      ],
      // Sudden explosive worst-ever headache during sex last night, still hurts, vomited; asks if it's exertion and whether to stop sport.
      [
        "C'est un peu gênant à demander... Hier soir pendant un rapport avec mon copain, j'ai eu d'un coup une douleur énorme dans la tête, comme une explosion, la pire de ma vie. Ça fait toujours mal ce matin et j'ai vomi. J'ai 32 ans, jamais eu de migraine. C'est lié à l'effort ? Je dois arrêter le sport ?",
        1,
        'exertion',
      ],
      // HIV-positive with low CD4: 4-5 days of unusual headache, 38.5 fever, feels foggy; asks Efferalgan or Advil.
      [
        "Je suis séropositif depuis 10 ans, sous traitement mais mes CD4 étaient bas au dernier bilan. Depuis 4-5 jours j'ai un mal de crâne qui ressemble pas à mes maux de tête habituels, et ce soir 38,5 de fièvre. Je me sens un peu à l'ouest. C'est peut-être la grippe qui traîne ? Efferalgan ou Advil ?",
        1,
        'cancer-immune',
      ],
      // Mother, 67, new worsening daily right temple headache for a month, jaw pain when eating, brief blurred vision in one eye; asks about magnesium.
      [
        "Ma mère a 67 ans, jamais eu de migraines. Depuis un mois elle a mal à la tête presque tous les jours, surtout sur la tempe droite, ça empire, elle a mal à la mâchoire quand elle mange et hier elle a vu flou d'un œil pendant quelques minutes. Elle dit que c'est la fatigue. Vous pensez que du magnésium l'aiderait ?",
        1,
        'new-after-50',
      ],
      // Father with Alzheimer's on Xarelto found on floor after hitting head; now drowsy, vomited twice, more disoriented; asks if it can wait until Monday.
      [
        "Mon père a Alzheimer et prend du Xarelto. L'aide-soignante l'a trouvé par terre dans sa chambre ce matin, il s'est cogné la tête sur la table de nuit. Depuis il somnole tout le temps, il a vomi deux fois et il ne sait plus où il est, encore plus que d'habitude. Je dois appeler son médecin traitant lundi ou ça peut attendre ?",
        2,
        'head-injury',
      ],
      // Grandmother with dementia since yesterday thinks grandchild is a thief, talks to absent people, now sleeping most of the time, possible urine infection; asks whether to wait for results.
      [
        "ma grand mere a une demence mais elle me reconnaissait toujours. depuis hier elle me prend pour une voleuse, elle parle a des gens qui sont pas la, elle tire sur ses vetements et la elle dort presque tout le temps. l'infirmiere a dit qu'elle avait peut etre une infection urinaire. c grave ou on attend les resultats ? faut appeler le 15 ?",
        2,
        'sudden-confusion',
      ],
      // Husband with Lewy body dementia just slumped: mouth drooping on one side, limp left arm, no speech; asks whether to give water and let him rest.
      [
        "Mon mari (78 ans, maladie à corps de Lewy) vient de s'affaisser dans son fauteuil, sa bouche tombe d'un côté, son bras gauche est tout mou et il ne parle plus du tout, il me regarde juste. Il a déjà eu des moments d'absence avant. Je lui donne un verre d'eau et je le laisse se reposer ?",
        2,
        'neuro-deficit',
      ],
      // Hit head on car window in minor crash yesterday; now worsening headache, vomited twice, falling asleep at work; asks about doctor for insurance paperwork.
      [
        "Petit accrochage en voiture hier, ma tête a tapé la vitre. Sur le coup rien, mais depuis ce matin j'ai de plus en plus mal à la tête, j'ai vomi deux fois et je m'endors au bureau. Mon assureur veut un constat. Est-ce que je dois voir un médecin pour le dossier d'assurance ?",
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 32 weeks pregnant with usual migraine, no swelling, no vision problems, normal BP; asks if Doliprane is OK in pregnancy.
      "Enceinte de 32 semaines, j'ai ma migraine habituelle depuis hier soir. Pas de gonflement, pas de troubles de la vue, tension normale chez la sage-femme mardi. C'est exactement la même que d'habitude. Le Doliprane c'est bien ok pendant la grossesse ?",
      // Father hit his head two years ago, normal scan; Alzheimer's slowly progressing; asks about financial help for day care.
      "Mon père est tombé et s'est cogné la tête il y a deux ans, le scanner était normal. Aujourd'hui son Alzheimer avance doucement, rien de nouveau. Est-ce qu'il existe des aides financières pour un accueil de jour ?",
      // Colleague's husband has brain cancer; asks how to support her tactfully.
      "Le mari d'une collègue a un cancer du cerveau, elle est effondrée. Comment je peux la soutenir sans être maladroite ?",
    ],
    offTopic: [],
  },
  Spanish: {
    flagged: [
      // Daughter 10 days after caesarean: severe headache unrelieved by paracetamol, seeing lights and blur, swollen face and hands; asks about chamomile.
      [
        'Mi hija dio a luz hace 10 días por cesárea. Desde anoche tiene un dolor de cabeza fortísimo que no se le quita con el paracetamol, dice que ve lucecitas y borroso, y tiene la cara y las manos hinchadas. Ella dice que es falta de sueño por el bebé. ¿Le puedo preparar una manzanilla o algo natural?',
        1,
        'pregnancy',
      ],
      // Two weeks of headache much worse lying down, waking at night, vomiting three mornings; asks if it's the pillow.
      [
        'Llevo unas 2 semanas con dolor de cabeza que empeora muchisimo al acostarme, me despierta de madrugada y ya he vomitado 3 mañanas. De pie se me pasa un poco. Nunca he tenido jaquecas. Creeis que es de la almohada? Estoy pensando en comprar una viscoelastica',
        1,
        'positional',
      ],
      // Mother on high-dose prednisone and methotrexate: different severe headache behind the eyes, fever over 38, vomited; asks about Nolotil.
      [
        'Mi madre toma prednisona a dosis altas por un lupus y además metotrexato. Desde el martes le duele la cabeza de una forma distinta, muy fuerte detrás de los ojos, y hoy tiene 38 y pico y ha vomitado. Su reumatóloga no contesta. ¿Le doy un Nolotil?',
        1,
        'cancer-immune',
      ],
      // 55-year-old with new headache worsening over six weeks, now intermittent double vision and forgetfulness; asks if reading glasses could cause it.
      [
        'Tengo 55 años y hasta ahora nunca me dolía la cabeza. Desde hace mes y medio me duele cada día un poco más, y esta semana he notado que veo doble a ratos y se me olvidan cosas en el trabajo. Mi mujer dice que es el estrés y la vista cansada. ¿Las gafas de cerca pueden dar esto?',
        1,
        'new-after-50',
      ],
      // Husband with dementia on Sintrom fell and hit his head; now very sleepy, hard to wake, vomited; asks about health centre tomorrow.
      [
        'Mi marido tiene demencia y toma Sintrom. Esta tarde se ha caído en el pasillo y se ha dado con la cabeza en el suelo, tiene un chichón. Al principio bien, pero ahora está muy dormido, le cuesta despertarse y ha vomitado la cena. Le he puesto hielo. ¿Mañana le llevo al centro de salud?',
        2,
        'head-injury',
      ],
      // Father with Alzheimer's worse since yesterday: doesn't recognise child, sees bugs, agitated at night, drowsy today, fever, dark smelly urine; asks how to get him to sleep.
      [
        'mi padre tiene alzheimer pero estaba estable. desde ayer esta fatal, no me reconoce, dice que hay bichos en la cama y se quiere arrancar la ropa, de noche no para y hoy esta adormilado todo el dia. tiene fiebre 37,9 y orina muy oscura y con olor. es que ha avanzado la enfermedad? que hago para que duerma?',
        2,
        'sudden-confusion',
      ],
      // Grandmother with dementia suddenly has twisted mouth, drooping right arm, cannot speak; mother says no need for 112; asks if normal in dementia.
      [
        'Mi abuela tiene demencia y vive con nosotros. Hace un rato en la comida se le torció la boca hacia un lado, el brazo derecho se le cae y no puede decir ni una palabra. Mi madre dice que a veces se pone así de cansada y que no hace falta llamar al 112. Yo lo veo raro, ¿es normal en la demencia?',
        2,
        'neuro-deficit',
      ],
    ],
    harmless: [
      // 25 weeks pregnant with usual migraine, no swelling, normal vision and BP; asks whether to take paracetamol.
      'Estoy embarazada de 25 semanas y tengo la migraña de siempre. No tengo hinchazón, veo bien y la tensión me la tomé en la farmacia y estaba normal. ¿Puedo tomar paracetamol o mejor aguanto?',
      // Mother's head injury two years ago, CT fine; Alzheimer's now moderate; asks for home activities.
      'Mi madre se cayó y se golpeó la cabeza hace dos años, el TAC salió bien y desde entonces nada. Ahora el neurólogo dice que su alzheimer está en fase moderada. ¿Qué actividades recomendáis para hacer en casa con ella?',
      // General question on behalf of a well friend: is ibuprofen safe while breastfeeding?
      'Una pregunta general: ¿el ibuprofeno es seguro durante la lactancia? Lo pregunto por una amiga que está bien, solo quiere saberlo.',
    ],
    offTopic: [],
  },
  Italian: {
    flagged: [
      // Wife at 36 weeks: very strong headache, flashing lights, pain at the pit of the stomach, swollen legs and face; asks about Tachipirina and waiting until Monday.
      [
        'Mia moglie è alla 36esima settimana, stasera ha un mal di testa fortissimo, dice che vede dei lampi luminosi e ha male alla bocca dello stomaco. Le gambe e la faccia sono gonfie da un paio di giorni. Lei dice che è la stanchezza. Le posso dare una Tachipirina e aspettare la visita di lunedì?',
        1,
        'pregnancy',
      ],
      // For weeks, coughing or straining triggers a violent hammer-like pain at the back of the head; woken at night by headache, vomited yesterday; asks if it's the neck and whether Moment is enough.
      [
        'ciao, da qualche settimana ogni volta che tossisco o faccio sforzo in bagno mi parte una fitta violentissima in testa, tipo un colpo di martello dietro la nuca. e di notte mi sveglio col mal di testa e ieri ho vomitato. ho 41 anni. puo essere la cervicale? un Moment puo bastare?',
        1,
        'exertion',
      ],
      // Father on chemotherapy for lymphoma: new different headache since yesterday, 38.3 fever with chills; oncology line not answering; asks about Tachipirina and waiting.
      [
        "Mio padre fa la chemio per un linfoma, l'ultimo ciclo era 8 giorni fa. Da ieri ha mal di testa, dice diverso dal solito, e stasera 38,3 di febbre con brividi. Il numero dell'oncologia la sera non risponde. Posso dargli una Tachipirina e sentire domani?",
        1,
        'cancer-immune',
      ],
      // Husband, 60, new near-daily headache worsening for a month, now dragging left leg and apathetic; asks what he can take meanwhile.
      [
        "Mio marito ha 60 anni e non ha mai sofferto di testa. Da circa un mese ha mal di testa quasi tutti i giorni, sempre peggio, e adesso trascina un po' la gamba sinistra e ha cambiato carattere, è apatico. Il medico di base gli ha detto di fare gli esami del sangue. Intanto cosa può prendere?",
        1,
        'new-after-50',
      ],
      // Mother, 86, Alzheimer's, on Coumadin, found on floor with forehead bruise; now sleeping constantly, vomited, doesn't recognise carer; asks whether to wait until Thursday.
      [
        "Mia mamma ha 86 anni, Alzheimer, prende il Coumadin. La badante l'ha trovata per terra stamattina vicino al letto, con un livido sulla fronte. Da allora è stranissima, dorme sempre, ha vomitato e non riconosce neanche la badante. La badante dice che capita. Devo preoccuparmi o aspetto la visita del medico giovedì?",
        2,
        'fall',
      ],
      // Wife with dementia suddenly worse since last night: doesn't recognise him, sees people, very agitated then collapses asleep, fever 38, frequent urination; asks how to make her sleep.
      [
        'Mia moglie ha la demenza da 3 anni. Da ieri sera è peggiorata di colpo: non mi riconosce, mi chiama col nome di suo fratello, vede gente in casa, è agitatissima e poi crolla dal sonno. Ha la febbre a 38 e fa pipì spessissimo. È la malattia che avanza? Come la faccio dormire stanotte?',
        2,
        'sudden-confusion',
      ],
      // Grandfather with dementia can't lift right arm, mouth twisted, speech incomprehensible; grandmother wants to wait; asks 118 or family doctor this afternoon.
      [
        "mio nonno ha la demenza senile. stamattina la nonna l'ha trovato che non riusciva ad alzare il braccio destro, la bocca storta e parla in modo incomprensibile, tipo ubriaco. la nonna dice di aspettare che gli passa come l'altra volta. chiamiamo il 118 o lo portiamo dal medico di famiglia nel pomeriggio?",
        2,
        'neuro-deficit',
      ],
      // Father, 52, fell from a ladder and hit his head yesterday; today worsening headache, vomited twice, struggling to stay awake; asks which painkiller.
      [
        "Mio padre (52 anni) ieri è caduto dalla scala mentre potava l'ulivo, ha battuto la testa. Ha detto che stava bene e non è voluto andare al pronto soccorso. Oggi però ha sempre più mal di testa, ha vomitato due volte e fa fatica a stare sveglio. Che antidolorifico gli posso dare?",
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 62 with the same migraine since age 20, no new symptoms, followed by neurologist; asks about Moment with blood pressure pill.
      'Ho 62 anni ma soffro di emicrania da quando ne avevo 20, è sempre la stessa, nessun sintomo nuovo, nessun cambiamento, il neurologo mi segue da anni. Volevo sapere se il Moment si può prendere insieme alla pastiglia per la pressione.',
      // Father-in-law hit head two years ago, CT fine; dementia slowly progressing; asks care home or live-in carer.
      'Mio suocero è caduto e ha battuto la testa due anni fa, la TAC era a posto. Adesso la demenza va avanti piano piano. Ci conviene una RSA o una badante fissa?',
    ],
    offTopic: [],
  },
  Portuguese: {
    flagged: [
      // 2 weeks postpartum: severe headache, blurred vision, sparkling spots, upper belly pain, swollen feet; asks about ben-u-ron while breastfeeding.
      [
        'Tive o meu bebé há 2 semanas. Hoje acordei com uma dor de cabeça muito forte, a vista está turva e vejo pontinhos a brilhar. Também tenho uma dor na parte de cima da barriga e os pés muito inchados. Acham que é do cansaço? Posso tomar ben-u-ron a amamentar?',
        1,
        'pregnancy',
      ],
      // Brazilian writer: sudden explosive worst-ever headache during sex yesterday, still hurting, vomited; asks about dipyrone and waiting.
      [
        'Gente, ontem durante a relação com meu marido senti uma dor de cabeça absurda do nada, tipo uma explosão na nuca, a pior da minha vida. Hoje ainda dói e vomitei de manhã. Nunca tive enxaqueca. Será que foi esforço? Posso tomar uma dipirona e esperar?',
        1,
        'exertion',
      ],
      // Husband with liver transplant on immunosuppressants: different headache, 38.6 fever, somewhat confused; asks about Brufen.
      [
        'O meu marido fez transplante de fígado há um ano e toma imunossupressores. Desde ontem queixa-se de uma dor de cabeça diferente das outras, não passa com nada, e hoje tem 38,6 de febre e está meio confuso. A consulta no hospital é só na próxima semana. Dou-lhe um brufen?',
        1,
        'cancer-immune',
      ],
      // Father, 71, new headache worsening weekly for 4 weeks, now forgetful and tripping; GP appointment in a month; asks about a herbal tea.
      [
        'O meu pai tem 71 anos e nunca teve dores de cabeça. Há umas 4 semanas começou e cada semana está pior, agora está sempre a esquecer-se das coisas e ontem tropeçou duas vezes sem razão. Liguei para a SNS 24 mas desliguei antes de atenderem. A médica de família só tem vaga daqui a um mês. Há algum chá que ajude?',
        1,
        'progressive',
      ],
      // Grandmother with dementia on Eliquis fell from bed and hit head, found on floor; now very sleepy, vomited, more confused; asks whether to wait.
      [
        'A minha avó tem demência e toma Eliquis. Ontem à noite caiu da cama e bateu com a cabeça, ninguém viu, hoje de manhã estava no chão ao lado da cama. Desde então está muito sonolenta, vomitou e está ainda mais confusa. A minha mãe acha que é só do susto. Devemos esperar?',
        2,
        'head-injury',
      ],
      // Mother with Alzheimer's changed overnight: doesn't recognise daughter, sees bugs, agitated then falls asleep eating, foul urine; asks for a sedative.
      [
        'A minha mãe tem Alzheimer há 5 anos. De ontem para hoje mudou completamente: não me conhece, diz que sou uma estranha, está a ver bichos nas paredes e muito agitada, mas depois adormece a meio de comer. A urina cheira muito mal. Isto é a doença a avançar? Há algum calmante que se possa dar?',
        2,
        'sudden-confusion',
      ],
      // Husband with dementia just had a first convulsion, bit tongue, now snoring and unresponsive; asks whether to let him rest on the sofa.
      [
        'o meu marido tem demencia e agora mesmo teve uma convulsao, ficou todo rigido e a tremer uns minutos, mordeu a lingua. ja parou mas nao acorda bem, esta a ressonar e nao responde. nunca tinha acontecido. o que faço, deixo-o descansar no sofa?',
        2,
        'neuro-deficit',
      ],
      // 17-year-old hit head in car accident yesterday; now worsening headache, vomiting, very sleepy, clear fluid from nose; asks if it's a cold.
      [
        'A minha filha de 17 anos teve um acidente de carro ontem com amigos, bateu com a cabeça no banco da frente. Ao hospital não foi. Hoje está com dor de cabeça cada vez pior, vomitou, está muito sonolenta e sai-lhe um líquido transparente do nariz. Pode ser uma constipação?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 30 weeks pregnant with usual migraine, no swelling, no vision change, good BP; asks about sleeping positions.
      'Estou grávida de 30 semanas e tenho enxaqueca, a mesma de sempre. Sem inchaço, sem alterações da visão, a tensão está boa. Só queria saber se há alguma posição para dormir que ajude.',
      // Mother's head injury two years ago with normal CT, now stable; asks for a dementia day centre in Lisbon.
      'A minha mãe caiu e bateu com a cabeça há dois anos, fez TAC e estava tudo bem. Agora está estável. Alguém conhece um bom centro de dia em Lisboa para pessoas com demência?',
      // General question for a well pregnant sister-in-law: is paracetamol safe in pregnancy?
      'O paracetamol é seguro na gravidez? É uma pergunta geral, para a minha cunhada que está grávida e está ótima.',
    ],
    offTopic: [],
  },
  Romanian: {
    flagged: [
      // 33 weeks pregnant: terrible headache, seeing flashes and fog, upper stomach pain, swollen legs and face; doctor on leave; asks about paracetamol and rest.
      [
        'Buna, sunt insarcinata in 33 de saptamani. De azi dimineata ma doare capul groaznic, vad ca niste fulgere si totul in ceata, si ma doare sus la stomac. Sunt umflata la picioare si la fata. Doctorita mea e in concediu. Pot sa iau un paracetamol si sa ma odihnesc?',
        1,
        'pregnancy',
      ],
      // Daughter, 9: 3 weeks of headaches waking her at night, morning vomiting, worse lying down; asks if it's her eyes and about an eye doctor.
      [
        'Fetița mea de 9 ani se plânge de dureri de cap de vreo 3 săptămâni. O trezesc noaptea, dimineața vomită și după îi mai trece. Zice că o doare mai tare când stă întinsă. Învățătoarea zice că e de la oboseală. Poate fi de la ochi? Să o duc la oftalmolog?',
        1,
        'positional',
      ],
      // Mother on chemotherapy for breast cancer: different, very strong headache since last night and 38.4 fever; asks whether Nurofen is OK.
      [
        'Mama are cancer la san si face chimioterapie, ultima sedinta acum o saptamana. De aseara o doare capul altfel decat de obicei, foarte tare, si are 38,4 febra. Zice ca nu vrea sa deranjeze pe nimeni. Ce pot sa-i dau pentru durere, merge un nurofen?',
        1,
        'cancer-immune',
      ],
      // Husband, 57, new near-daily worsening headache for a month, numb right hand and muddled speech for a week; asks about continuing Algocalmin.
      [
        'Soțul meu are 57 de ani și n-a avut niciodată dureri de cap. De o lună îl doare aproape zilnic, tot mai rău, și de vreo săptămână i-a amorțit mâna dreaptă și se încurcă la vorbă. El zice că e de la tensiune și ia Algocalmin. E bine să ia în continuare?',
        1,
        'new-after-50',
      ],
      // Father with Alzheimer's on Xarelto found on ground with head injury; now very drowsy, vomited twice, more confused; asks whether to let him sleep.
      [
        'Tata are Alzheimer și ia Xarelto pentru inimă. Vecina l-a găsit jos în curte azi dimineață, lovit la cap, avea sânge la sprânceană. Acum e foarte adormit, a vărsat de două ori și e mai confuz ca de obicei, nu știe unde e. I-am pus gheață. Îl las să doarmă?',
        2,
        'head-injury',
      ],
      // Grandmother with dementia since yesterday doesn't recognise her daughter, talks to absent people, shouts at night, sleeps all day, frequent burning urination; asks for a calming tea.
      [
        'bunica are dementa dar ne recunostea pe toti. de ieri nu o mai recunoaste pe mama, vorbeste cu oameni care nu sunt acolo, tipa noaptea si azi doarme aproape toata ziua. face pipi des si o ustura. e normal sa se agraveze asa repede? ce ceai ii putem da sa se linisteasca?',
        2,
        'sudden-confusion',
      ],
      // Wife with vascular dementia: mouth twisted, can't hold cup in left hand, no speech for 30 minutes; daughter says call 112; asks whether to wait.
      [
        'Soția mea are demență vasculară. Acum o jumătate de oră i s-a strâmbat gura într-o parte, nu mai poate ține cana în mâna stângă și nu mai scoate niciun cuvânt, doar mă privește. Fiica mea zice să sun la 112 dar nu vreau să o sperii cu ambulanța. Să aștept să-i treacă?',
        2,
        'neuro-deficit',
      ],
      // 5-year-old fell off park climbing frame and hit head; 3 hours later vomited twice, very sleepy, worsening headache; asks about children's Nurofen and bed.
      [
        'Băiețelul meu de 5 ani a căzut de pe căsuța de cățărat din parc și s-a lovit la cap. A plâns puțin și părea ok, dar acum după 3 ore a vărsat de două ori, e foarte somnoros și zice că-l doare capul tot mai tare. Îi pot da Nurofen pentru copii și să-l culc?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 28 weeks pregnant with usual migraine, no swelling, normal vision, BP 110/70; asks what to do besides paracetamol.
      'Sunt însărcinată în 28 de săptămâni și am migrena mea obișnuită. Nu am umflături, văd normal, tensiunea e 110/70. E aceeași durere pe care o am de ani de zile. Ce pot face în afară de paracetamol?',
      // Grandfather hit his head two years ago, CT fine; dementia slowly progressing; asks how to persuade him to bathe.
      'Bunicul a căzut și s-a lovit la cap acum doi ani, tomograful a ieșit bine. De atunci e la fel, demența avansează încet. Cum îl putem convinge să facă baie?',
      // Colleague's mother-in-law has Alzheimer's; asks about Romanian family support associations.
      'Soacra unei colege are Alzheimer. Există vreo asociație în România care ajută familiile? Aș vrea să-i trimit un link.',
    ],
    offTopic: [],
  },
  Hungarian: {
    flagged: [
      // Wife 10 days after birth: terrible headache, blurred vision with flashing spots, pain under the ribs, very swollen legs; asks about Rubophen while breastfeeding.
      [
        'A feleségem 10 napja szült. Ma délután óta iszonyatosan fáj a feje, azt mondja homályosan lát és villogó pontokat lát, és a gyomra felett, a bordák alatt is fáj neki valami. A lába is nagyon bedagadt. A védőnő holnap jön. Bevehet egy Rubophent szoptatás mellett?',
        1,
        'pregnancy',
      ],
      // 38-year-old man: sudden explosive worst-ever headache while straining in a squat yesterday, still hurts, vomited, light-sensitive; asks if it's a neck strain and about cream.
      [
        'Sziasztok, 38 eves ferfi vagyok. Tegnap edzesen guggolasnal ahogy nyomtam, hirtelen mintha felrobbant volna a fejem hatul, a legrosszabb fajdalom eletemben. Azota is faj, hanytam es fenyerzekeny vagyok. Izomhuzodas lehet a nyakamban? Bekenhetem valami kremmel?',
        1,
        'exertion',
      ],
      // HIV-positive with missed doses: a week of completely different headache, 38.7 fever, stiff neck; asks Algopyrin or Cataflam.
      [
        'HIV-pozitív vagyok, szedem a gyógyszert, de az utóbbi időben párszor kihagytam. Egy hete fáj a fejem, teljesen más, mint a szokásos fejfájásaim, ma este 38,7 a lázam, és a nyakam is merev. Lehet influenza? Algopyrint vegyek be vagy Cataflamot?',
        1,
        'cancer-immune',
      ],
      // Mother, 66, new headache worsening weekly for 5 weeks, now morning vomiting and poor vision in left eye; asks about magnesium or water.
      [
        'Anyukám 66 éves, soha nem fájt a feje. Kb. 5 hete kezdődött, és hétről hétre rosszabb. Most már reggelente hány is, és a múlt héten a bal szemére nem látott rendesen. A háziorvos vérnyomásgyógyszert írt fel. Segíthet a magnézium vagy a sok víz?',
        1,
        'new-after-50',
      ],
      // Husband with dementia on Syncumar hit his head on the bathtub last night; this morning barely rousable, vomited twice, more confused; asks if GP can wait until tomorrow.
      [
        'A férjem demens, Syncumart szed. Tegnap este elesett a fürdőszobában, beverte a fejét a kádba. Akkor jól volt, de ma reggel alig lehet felébreszteni, kétszer hányt és még zavartabb, mint máskor. A fia szerint csak fáradt. Ráér holnap kihívni a háziorvost?',
        2,
        'head-injury',
      ],
      // Father with dementia suddenly changed since yesterday: doesn't recognise child, sees strangers, shouts then sleeps all day, fever 38.2, frequent urination; asks how to calm him.
      [
        'Apukam demens, de eddig mindig tudta, ki vagyok. Tegnap ota teljesen megvaltozott, nem ismer meg, azt mondja, idegenek vannak a lakasban, kiabal, aztan meg egesz nap alszik. Lazas, 38,2, es suru a vizelete. Ez a betegseg romlasa? Mivel tudnam megnyugtatni este?',
        2,
        'sudden-confusion',
      ],
      // Grandmother with dementia had a 3-minute whole-body convulsion, wet herself, now not waking and breathing noisily; mum says no need to call 104; asks whether to put her to bed.
      [
        'A nagymamám demens, nálunk lakik. Most az előbb hirtelen elkezdett rángatózni az egész teste, kb. 3 percig, utána bepisilt és most nem ébred fel, csak hörög. Anya dolgozik, azt írta, nem kell a 104-et hívni. Ez a demencia része? Fektessem le az ágyba?',
        2,
        'neuro-deficit',
      ],
      // Hit head on side window in minor crash yesterday; today worsening headache, vomited twice, keeps falling asleep; asks if doctor for insurance can wait until next week.
      [
        'Tegnap koccanásos balesetem volt, bevertem a fejemet az oldalablakba. Akkor semmi bajom nem volt, de ma egyre jobban fáj a fejem, kétszer hánytam és folyton elalszom. A biztosító kéri, hogy menjek orvoshoz a papír miatt. Ráér a jövő héten?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 26 weeks pregnant with usual migraine, no swelling, no vision problems, normal BP; asks which painkiller is safe.
      'Terhes vagyok, 26. hét, és megint jött a szokásos migrénem. Nincs ödémám, nincs látászavarom, a vérnyomásom rendben volt a nőgyógyásznál. Ugyanolyan, mint mindig. Milyen fájdalomcsillapító biztonságos most?',
      // Mother-in-law hit head two years ago, CT negative, no issues since; asks for advice on care homes in Budapest.
      'Anyósom két éve elesett és beütötte a fejét, a CT akkor negatív volt. Azóta semmi gond nem volt vele ilyen téren. Most a demencia miatt keresünk idősotthont Budapesten, van valami tanács?',
      // Colleague's husband has a brain tumour; asks how to help and what to say.
      'A kolléganőm férjének agydaganata van. Hogyan tudnék neki segíteni? Mit illik ilyenkor mondani?',
    ],
    offTopic: [],
  },
  Greek: {
    flagged: [
      // 35 weeks pregnant: severe headache since noon, flashes and blurred vision, upper stomach pain, very swollen hands and feet; asks about Depon.
      [
        'Καλησπέρα, είμαι 35 εβδομάδων έγκυος. Από το μεσημέρι έχω φοβερό πονοκέφαλο, βλέπω σαν αστραπές και θολά, και με πονάει ψηλά στο στομάχι. Τα πόδια και τα χέρια μου έχουν πρηστεί πολύ. Ο γυναικολόγος μου δεν σηκώνει το τηλέφωνο. Μπορώ να πάρω ένα Depon;',
        1,
        'pregnancy',
      ],
      // Greeklish: for 2 weeks coughing or straining on the toilet triggers sudden explosive head pain; woken at night by headache, vomited yesterday; asks if it's the neck and about Panadol.
      [
        'geia sas, edw kai 2 vdomades otan vixw h otan sfiggomai stin toualeta mou erxetai ksafnika enas tromeros ponos sto kefali, san ekriksi. kai to vrady me ksypnaei o ponokefalos kai xthes ekana emeto. einai apo ton auxena? na parw ena panadol?',
        1,
        'exertion',
      ],
      // Wife on chemotherapy and cortisone: new unusual headache, 38.5 fever, a bit confused; asks about Depon and waiting for oncologist on Thursday.
      [
        'Η γυναίκα μου κάνει χημειοθεραπείες για καρκίνο του πνεύμονα και παίρνει και κορτιζόνη. Από χθες έχει πονοκέφαλο που λέει ότι δεν μοιάζει με τους συνηθισμένους, και σήμερα 38,5 πυρετό. Είναι και λίγο μπερδεμένη. Να της δώσω ένα Depon και να περιμένουμε τον ογκολόγο την Πέμπτη;',
        1,
        'cancer-immune',
      ],
      // 54-year-old with new daily headache worsening over a month, now double vision and losing words; asks what to take for sleep.
      [
        'Είμαι 54 χρονών και ποτέ δεν είχα πονοκεφάλους. Τον τελευταίο μήνα με πονάει κάθε μέρα και χειροτερεύει, και τώρα βλέπω διπλά και μου ξεφεύγουν λέξεις στη δουλειά. Η γυναίκα μου λέει ότι είναι από το άγχος. Τι να πάρω για να κοιμάμαι καλύτερα;',
        1,
        'new-after-50',
      ],
      // Mother with dementia on Sintrom found on kitchen floor with forehead lump; sleeping constantly, vomited, more confused; asks 166 or wait for afternoon doctor visit.
      [
        "Η μητέρα μου έχει άνοια και παίρνει Sintrom. Τη βρήκαμε σήμερα το πρωί πεσμένη στο πάτωμα της κουζίνας, με καρούμπαλο στο μέτωπο. Από τότε κοιμάται συνέχεια, έκανε εμετό και είναι πιο μπερδεμένη απ' ό,τι συνήθως. Να πάρω το 166 ή να περιμένω τον γιατρό που έρχεται το απόγευμα;",
        2,
        'head-injury',
      ],
      // Husband with Alzheimer's abruptly changed since last night: doesn't recognise her, sees people, restless then sleeps all day, fever 38, painful urination; asks for something to calm him.
      [
        'Ο άντρας μου έχει Αλτσχάιμερ. Από χθες το βράδυ άλλαξε εντελώς, δεν με αναγνωρίζει, λέει ότι βλέπει ανθρώπους στο δωμάτιο, είναι πολύ ανήσυχος και μετά κοιμάται όλη μέρα. Έχει και πυρετό 38 και πονάει όταν ουρεί. Είναι η αρρώστια που προχωράει; Τι να του δώσω να ηρεμήσει;',
        2,
        'sudden-confusion',
      ],
      // Grandfather with dementia: while eating his mouth twisted, right arm hangs, cannot speak at all; grandmother wants him to lie down and rest; asks if that's right.
      [
        'Ο παππους μου εχει ανοια. Πριν λιγο ενω ετρωγε στραβωσε το στομα του, το δεξι χερι κρεμεται και δεν μπορει να μιλησει καθολου. Η γιαγια λεει να τον ξαπλωσουμε να ξεκουραστει. Ειναι σωστο;',
        2,
        'neuro-deficit',
      ],
      // Husband fell from a ladder picking olives and hit head; today clear watery fluid from nose, worsening headache, very sleepy; asks if it's a cold and about Panadol.
      [
        'Ο σύζυγός μου έπεσε χθες από τη σκάλα μαζεύοντας ελιές και χτύπησε το κεφάλι. Δεν ήθελε να πάει στο νοσοκομείο. Σήμερα του τρέχει ένα διάφανο υγρό σαν νερό από τη μύτη, ο πονοκέφαλος χειροτερεύει και νυστάζει πολύ. Είναι κρύωμα; Να του δώσω Panadol;',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 29 weeks pregnant with classic migraine, no swelling or blurring, normal BP, same as always; asks if Depon is allowed.
      'Είμαι 29 εβδομάδων και έχω την κλασική μου ημικρανία. Δεν έχω πρήξιμο ούτε θόλωση, η πίεση είναι κανονική. Ίδια με πάντα. Το Depon επιτρέπεται στην εγκυμοσύνη;',
      // Father hit head two years ago, CT clear; dementia stable; asks how to help him sleep better at night.
      'Ο πατέρας μου έπεσε και χτύπησε το κεφάλι του πριν από δύο χρόνια, η αξονική ήταν καθαρή. Σήμερα είναι σταθερός με την άνοιά του. Πώς μπορώ να τον βοηθήσω να κοιμάται καλύτερα τα βράδια;',
      // General question: is paracetamol safe in pregnancy? Sister is pregnant and fine, just asking.
      'Γενική ερώτηση: είναι ασφαλής η παρακεταμόλη στην εγκυμοσύνη; Η αδερφή μου είναι έγκυος και είναι μια χαρά, απλά ρωτάει.',
    ],
    offTopic: [],
  },
  Bosnian: {
    flagged: [
      // Husband: wife 34 weeks pregnant, worst headache ever, flashing lights, swollen face and legs; is it normal or should they go to hospital?
      [
        'Zdravo, žena mi je u 34. sedmici trudnoće. Od jutros je boli glava kao nikad, kaže da joj sijevaju neke svjetlice pred očima, a lice i noge su joj natekli da je ne mogu prepoznat. Pritisak nismo mjerili. Jel to normalno u trudnoći ili da idemo na Koševo?',
        1,
        'pregnancy',
      ],
      // Patient: for two weeks woken by headache at 4 am, worse lying down, vomited this morning; Caffetin no longer helps; any stronger OTC drug?
      [
        'evo vec dvije sedmice me budi glavobolja oko 4 ujutro, cim legnem bude gore, jutros sam i povracao prije posla. Caffetin vise nista ne pomaze. Ima li neki jaci lijek bez recepta?',
        1,
        'positional',
      ],
      // Adult child: mother on chemo for breast cancer has a different headache and 38.4 fever; can she take paracetamol and wait until Monday's check-up?
      [
        'Mama prima hemoterapiju za rak dojke, zadnja je bila prošli četvrtak. Sinoć je počela da se žali na glavu, nekako drugačije nego inače, i sad ima 38,4. Može li joj dat Paracetamol i sačekat ponedjeljak kad ima kontrolu?',
        1,
        'cancer-immune',
      ],
      // Wife: 58-year-old husband, never had headaches, worsening for a month, now blurred vision in one eye and losing words; which doctor to book?
      [
        'Muž ima 58 godina, nikad ga glava nije boljela. Zadnjih mjesec dana boli ga sve više, svake sedmice gore, a sad kaže da mu se muti na jedno oko i da zaboravlja riječi. Kod kojeg doktora da ga naručim?',
        1,
        'new-after-50',
      ],
      // Daughter: father with dementia on Xarelto found on bathroom floor with forehead lump, now drowsy, vomited twice, more confused; ice and let him sleep?
      [
        'Babo ima demenciju i pije Xarelto zbog srca. Jutros sam ga našla na podu u kupatilu, ima čvorugu na čelu. Sad je nekako pospan, dva puta je povraćao i još je više zbunjen nego inače. Da li mu stavit led i pustit ga da spava?',
        2,
        'fall',
      ],
      // Grandchild: grandma with Alzheimer's suddenly doesn't recognise mum since last night, sees people in room, now sleeping constantly with fever and smelly urine; just progression?
      [
        'Nana ima alchajmer ali je do jucer bila ok, znala je ko smo. Od sinoc ne prepoznaje mamu, vice da su neki ljudi u sobi, a sad nesto cijelo vrijeme spava i ima temperaturu, mokraca joj jako smrdi. Jel to samo bolest napreduje?',
        2,
        'sudden-confusion',
      ],
      // Adult child: father (82, dementia) suddenly dropped spoon at lunch, right arm hanging, mouth twisted, can't speak; is it the dementia?
      [
        'Otac (82, demencija) je za ručkom odjednom ispustio kašiku, desna ruka mu visi, usta su mu iskrivljena na jednu stranu i ne može ništa reći. Ne znam jel ovo od demencije ili nešto drugo, šta da radim?',
        2,
        'neuro-deficit',
      ],
      // Wife: husband fell from ladder yesterday hitting head on concrete; today vomiting, sleepy, worsening headache, clear fluid from nose; what can he take?
      [
        'Muž je juče pao sa merdevina dok je brao trešnje, udario glavom o beton. Jučer je bio ok, a danas povraća, stalno bi spavao i kaže da ga glava boli sve jače. Iz nosa mu curi neka bistra voda. Šta mu mogu dat za glavu?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 28 weeks pregnant, usual migraine as before pregnancy, no swelling, normal vision, BP 115/75; what can I take besides paracetamol?
      'Trudna sam 28 sedmica i imam svoju staru migrenu, istu kao prije trudnoće. Nemam otoka, vid mi je uredu, pritisak 115/75. Šta smijem popit osim paracetamola?',
      // Mum fell two years ago, scan was fine; now moderate dementia; how to structure her day so she is calmer in the afternoon?
      'Mama je prije dvije godine pala i udarila glavu, radili su skener i sve je bilo uredu. Sad ima demenciju srednjeg stepena. Kako da joj organizujem dan da bude mirnija popodne?',
      // A colleague's husband has a brain tumour; how can I support her and what should I say when she returns?
      'Kolegici s posla muž ima tumor na mozgu i ona je stalno na bolovanju. Kako da je podržim, šta da joj kažem kad se vrati?',
    ],
    offTopic: [],
  },
  Bulgarian: {
    flagged: [
      // Patient 8 days after birth: terrible headache since yesterday, blurred vision, pain under right ribs, swollen legs; can I take Analgin while breastfeeding?
      [
        'Родих преди 8 дни. От вчера ме боли главата ужасно, нищо не помага, а днес като гледам телефона всичко ми е размазано и ме боли горе под ребрата вдясно. Краката ми са подути. Може ли да пия Аналгин докато кърмя?',
        1,
        'pregnancy',
      ],
      // Patient: last night during sex sudden hammer-like worst-ever headache, still hurts, nauseous; take Pentalgin or wait?
      [
        'Zdraveite, snoshti po vreme na seks izvednazh me udari uzhasna bolka v glavata, kato s chuk, nai-silnata v zhivota mi. Vse oshte me boli i mi se povdiga. Da pia li Pentalgin ili da izchakam?',
        1,
        'exertion',
      ],
      // Wife: husband with kidney transplant on anti-rejection drugs has new kind of headache for two days, fever 38, light bothers him; see GP on Monday?
      [
        'Мъжът ми е с трансплантиран бъбрек и пие лекарства против отхвърляне. От два дни има главоболие, каквото не е имал досега, вдигна 38 температура и го дразни светлината. Да го водя ли при личния лекар в понеделник?',
        1,
        'cancer-immune',
      ],
      // Grandchild: grandfather 71, never had headaches, daily worsening headache for a month, now stumbling and can't find words; mum says it's age, true?
      [
        'Дядо ми е на 71 и никога не се е оплаквал от глава. От около месец го боли всеки ден, все по-силно, а тази седмица започна да се спъва и да не си намира думите. Мама казва, че е от възрастта. Вярно ли е?',
        1,
        'progressive',
      ],
      // Adult child: mother with dementia on warfarin found on kitchen floor having hit head, now very sleepy, vomited, doesn't recognise me as usual; let her rest?
      [
        'Майка ми е с деменция и пие Варфарин. Тази сутрин я намерихме на пода в кухнята, явно си е ударила главата в шкафа. Сега е много сънлива, повърна веднъж и не ме познава както обикновено. Да я оставя ли да си почине?',
        2,
        'head-injury',
      ],
      // Wife: husband with Alzheimer's like a different person since last night, shouting, seeing children, now barely rousable, fever, frequent urination; what to give to calm him?
      [
        'Съпругът ми има Алцхаймер, но до вчера беше спокоен и ме познаваше. От снощи е като друг човек – вика, вижда деца в стаята, не спи, а сега изведнъж е толкова сънлив, че едва го събуждам. Има и температура, често ходи по малка нужда. Какво да му дам да се успокои?',
        2,
        'sudden-confusion',
      ],
      // Adult child: father 79 with dementia had whole-body shaking, eyes rolled up, foam at mouth 10 min ago, breathing but not waking; give him water?
      [
        'Tatko mi e s demencia, na 79 g. Predi 10 minuti se razterse tsqlo, ochite mu otidoha nagore, imashe pqna na ustata, sega disha no ne se sabuzhda. Nikoga ne e imal takova. Kakvo da pravq, da mu dam li voda?',
        2,
        'neuro-deficit',
      ],
      // Parent: son (6) fell off climbing frame hitting back of head, vomited twice, limp and sleepy, headache worsening; normal tiredness or call 112?
      [
        'Синът ми (6 г.) падна от катерушката на площадката и си удари тила. Час по-късно повърна два пъти, сега е много отпуснат, иска само да спи и казва, че главата го боли все повече. Нормално ли е да е толкова уморен след плач, или да звъня на 112?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 12 weeks pregnant, ordinary headache since yesterday, nothing else; is paracetamol safe in pregnancy and how many tablets a day?
      'Бременна съм в 12 седмица и ме боли главата от вчера, обикновено главоболие, без нищо друго. Парацетамолът безопасен ли е в бременността и колко таблетки на ден мога?',
      // Grandmother hit her head 18 months ago, scan clear; dementia progressing slowly; what activities to keep her from getting bored?
      'Баба ми падна и си удари главата преди година и половина, направиха скенер и нямаше нищо. Сега деменцията ѝ напредва бавно. Какви занимания да ѝ измисля, за да не скучае?',
    ],
    offTopic: [],
  },
  Chinese: {
    flagged: [
      // Husband: wife 32 weeks pregnant, severe headache, flashing lights, swollen face and feet, upper stomach pain; she wants to sleep it off, OK?
      ['我老婆怀孕32周了，今天下午开始头疼得厉害，说眼前一闪一闪的有亮光，脸和脚都肿了，刚才还说胃上面那块疼。她说睡一觉就好，这样可以吗？', 1, 'pregnancy'],
      // Patient: after a cough, back of head suddenly exploded with pain, worst ever, still severe after 30 min, nauseous; take ibuprofen and see?
      ['刚才咳嗽了一下，后脑勺突然像炸开一样疼，从来没这么疼过，到现在半小时了还是很疼，有点想吐。能先吃片布洛芬看看吗？', 1, 'thunderclap'],
      // Adult child: father on chemo for lung cancer has a different headache, fever 38.5, a bit muddled; can it wait for next Wednesday's check?
      ['我爸肺癌在做化疗，这两天说头疼，跟以前不一样，一直胀着疼，今天发烧38.5度，人也有点迷糊。医院说下周三复查，能等到那时候吗？', 1, 'cancer-immune'],
      // Patient 56, never had headaches, worsening for over a month, morning double vision, left hand clumsy; is it cervical spine, which department?
      ['我今年56，以前从来不头疼。这一个多月头疼越来越重，最近早上起来看东西有重影，左手也有点不听使唤。是不是颈椎病？挂什么科？', 1, 'new-after-50'],
      // Grandchild: grandma with dementia on warfarin found on bathroom floor with big forehead lump, now sleepy, barely responds, vomited; should I rub the bump?
      ['奶奶有老年痴呆，一直吃华法林。今早发现她倒在卫生间地上，额头起了个大包，现在老想睡觉，叫她也爱答不理，还吐了一次。要不要给她揉揉包？', 2, 'fall'],
      // Son: mother with dementia suddenly doesn't recognise family since yesterday, paranoid, shouting all night, now hard to wake, smelly urine, low fever; just worsening?
      [
        '我妈痴呆三年了，平时还认得我们。从昨天开始突然不认人，说屋里有人要害她，整晚不睡乱喊，今天又昏昏沉沉叫不醒，尿很黄很臭，有点低烧。是病情加重了吗？',
        2,
        'sudden-confusion',
      ],
      // Daughter: father with Alzheimer's, mouth suddenly drooped at dinner, can't hold chopsticks in right hand, can't speak; is the dementia worse?
      ['我爸有阿尔茨海默，刚才吃饭时嘴突然歪了，右手拿不住筷子，话也说不出来了，就是呜呜的。他平时也会糊涂，这是不是痴呆又严重了？', 2, 'neuro-deficit'],
      // Wife: husband rear-ended yesterday, hit head on window; today vomiting, sleepy, headache worsening, clear fluid from nose; concussion, just rest at home?
      [
        '我老公昨天开车被追尾，头撞到车窗上，当时说没事。今天一直吐，老想睡觉，头越来越疼，鼻子里还流清水，不像鼻涕。是不是脑震荡？在家休息就行吧？',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 26 weeks pregnant, usual migraine exactly like before pregnancy, no swelling, normal vision, BP 110/70; can I take Tylenol?
      '怀孕26周，今天偏头痛又犯了，跟怀孕前的一模一样。没有水肿，眼睛看东西正常，血压也量了是110/70。孕期能吃泰诺吗？',
      // Mum fell and hit her head two years ago, CT fine; now Alzheimer's; she won't sleep at night, any tips?
      '我妈两年前摔过一跤碰到头，当时做了CT没事。现在她记性越来越差，医生说是阿尔茨海默。晚上老是不睡觉，有什么办法？',
      // Colleague's husband has brain cancer; I've had the same tension headaches for years when working overtime; how to prevent them?
      '同事的丈夫得了脑癌，挺吓人的。我自己一直有紧张性头痛，好多年了，一加班就犯，跟以前一样。平时怎么预防比较好？',
    ],
    offTopic: [],
  },
  Croatian: {
    flagged: [
      // Mother: daughter gave birth 10 days ago, headache so bad she cries, blurred vision, flashes, legs more swollen than in pregnancy; can she take Lekadol while breastfeeding?
      [
        'Kćer mi je rodila prije 10 dana. Danas ju boli glava tako jako da plače, kaže da vidi mutno i da ima neke bljeskove pred očima, a noge su joj natečene više nego u trudnoći. Smije li uzeti Lekadol dok doji?',
        1,
        'pregnancy',
      ],
      // Parent: son 15 has had headaches waking him at night for three weeks, worse lying down, vomiting in the mornings; thought it was the phone; does he need glasses?
      [
        'Sin (15) se već tri tjedna žali da ga glava najviše boli ujutro, budi ga noću, a zadnjih par jutara povraća prije škole. Kad legne, kaže da je gore. Mislili smo da je to od mobitela. Treba li mu naočale?',
        1,
        'positional',
      ],
      // Patient: HIV positive with low CD4, new kind of headache for 5 days, now fever and stiff neck; can I just take Neofen?
      [
        'Ja sam HIV pozitivan, na terapiji sam ali CD4 mi je bio nizak zadnji put. Zadnjih 5 dana imam glavobolju kakvu nikad nisam imao, a danas i temperaturu i ukočen vrat. Mogu li samo piti Neofen?',
        1,
        'cancer-immune',
      ],
      // Husband: wife 63, never had migraines, headache worsening for 6 weeks, now changed, forgetful, leaves gas on, dragging left leg; is it retirement stress?
      [
        'Supruga ima 63 godine i nikad nije imala migrene. Zadnjih 6 tjedana ju boli glava sve jače, a sad primjećujem da se promijenila, zaboravlja, ostavi plin upaljen i vuče lijevu nogu. Je li to od stresa zbog mirovine?',
        1,
        'new-after-50',
      ],
      // Wife: husband with dementia on Eliquis fell last night hitting head on radiator; hard to wake, vomited twice, more confused; can he have something for his head?
      [
        'Moj muž ima demenciju i pije Eliquis. Sinoć je pao preko tepiha i lupio glavom o radijator. Jutros ga jedva budim, dvaput je povraćao i još je smeteniji nego inače, ne zna gdje je. Može li mu se dati nešto za glavu?',
        2,
        'head-injury',
      ],
      // Adult child: mother with dementia since this morning doesn't know me, talks to late father, tries to run out, now very drowsy, fever 38.7, burning frequent urination; give Normabel?
      [
        'mama ima demenciju, do jucer je bila koliko toliko ok. od jutros ne zna tko sam, prica s pokojnim tatom, skida se i bjezi van, a sada je odjednom jako pospana i gori, ima 38,7. vec tjedan dana cesto pisa i pece je. jel joj dati normabel da se smiri?',
        2,
        'sudden-confusion',
      ],
      // Grandchild: grandfather with Alzheimer's had whole-body shaking for two minutes, bit tongue, now snoring and can't be woken; call 194 or let him sleep?
      [
        'Djed ima Alzheimera. Maloprije se na kauču počeo tresti cijelim tijelom, ruke i noge su mu trzale, zagrizao je jezik, trajalo je možda dvije minute. Sad hrče i ne mogu ga probuditi. Da zovem 194 ili ga pustiti da spava?',
        2,
        'neuro-deficit',
      ],
      // Patient: fell from ladder yesterday onto path; headache worsening, vomited twice, clear fluid drips from nose when bending; colleague says cold; go to work tomorrow?
      [
        'Pao sam jučer s ljestava kad sam čistio oluk, udario sam glavom u stazu. Danas me glava boli sve jače, povratio sam dvaput, a kad se sagnem curi mi bistra vodica iz nosa. Kolega kaže da je to od prehlade. Ima li smisla ići sutra na posao?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 30 weeks pregnant, usual migraine, no swelling, no blurred vision, normal BP, no rib pain; cold compress or Lekadol?
      'Trudna sam 30 tjedana, boli me glava kao i inače kad imam migrenu. Nemam otekline, ne vidim mutno, tlak mi je normalan, ništa me ne boli ispod rebara. Mogu li staviti hladan oblog ili uzeti Lekadol?',
      // Dad fell three years ago, CT was fine; now has dementia and asks the same things repeatedly; how do I stay patient?
      'Tata je prije tri godine pao i udario glavu, tada su radili CT i sve je bilo uredu. Sad ima demenciju i stalno pita iste stvari. Kako da ostanem strpljiva?',
      // General question: what are the first signs of Alzheimer's? Just curious after reading an article, nobody at home affected.
      'Koji su prvi znakovi Alzheimerove bolesti? Pitam općenito, pročitala sam članak pa me zanima, nitko kod nas nema problema.',
    ],
    offTopic: [],
  },
  Japanese: {
    flagged: [
      // Patient 33 weeks pregnant: worst headache ever, flickering vision, very swollen face and hands, pain in pit of stomach; can it wait until next week's check-up?
      [
        '妊娠33週です。朝から今までにないくらい頭が痛くて、目の前がチカチカして見えにくいです。顔と手もパンパンにむくんでて、みぞおちも痛い。次の健診は来週なんですけど、それまで待っても大丈夫ですか？',
        1,
        'pregnancy',
      ],
      // Patient: during sex last night sudden headache like being hit with a bat, worst ever, still ongoing with nausea; take Loxonin and wait?
      [
        '昨夜、夫婦生活の最中に突然バットで殴られたみたいな頭痛がきました。人生で一番の痛さで、今も続いてて吐き気もあります。ロキソニン飲んで様子見でいいでしょうか？',
        1,
        'thunderclap',
      ],
      // Parent: daughter 10 after kidney transplant on immunosuppressants and steroids, different headache since yesterday, fever 38; give Calonal and let her sleep?
      [
        '娘(10歳)が腎移植後で免疫抑制剤とステロイドを飲んでいます。昨日から頭が痛いと言って、いつもの頭痛と違うみたい。今日は38度の熱もあります。カロナール飲ませて寝かせておけばいいですか？',
        1,
        'cancer-immune',
      ],
      // Wife: husband 61, never had headaches, daily worsening headache for a month, conversations not making sense, drops chopsticks with right hand; just tiredness?
      [
        '夫(61歳)、これまで頭痛持ちではなかったのに、ここ1ヶ月毎日頭痛が続いて、だんだんひどくなっています。最近は話がかみ合わないことがあり、右手で箸を落とすことも。疲れでしょうか？',
        1,
        'new-after-50',
      ],
      // Adult child: father 84 with dementia on Eliquis found collapsed by toilet with head bump, vomited twice, dazed and slow to respond; see GP tomorrow?
      [
        '認知症の父(84)がエリキュースを飲んでます。夕方トイレの前で倒れているのを見つけました。頭を打ったみたいでたんこぶがあります。その後2回吐いて、いつもよりボーっとして呼んでも反応が鈍いです。明日かかりつけに行けばいいですか？',
        2,
        'head-injury',
      ],
      // Grandchild: grandma with dementia suddenly odd since yesterday, doesn't know mum, sees bugs on wall, drowsy all day, 37.9 fever, cloudy urine; just progression?
      [
        '認知症のおばあちゃんが昨日から急に様子がおかしいです。母のことがわからなくなって、「虫がいる」と壁を指さして騒いだり、今日はずっとウトウトして起きません。熱も37.9度あって、おしっこが濁ってます。認知症が進んだだけですか？',
        2,
        'sudden-confusion',
      ],
      // Husband: wife with dementia suddenly left face droop, left hand weak, can't get words out, different from usual confusion; will lying down fix it?
      [
        '認知症の妻ですが、さっき急に顔の左側が下がって、左手に力が入らなくなりました。呼びかけても言葉が出てこない。いつもの混乱とは違う気がします。少し横にならせておけば治りますか？',
        2,
        'neuro-deficit',
      ],
      // Parent: son 5 fell from climbing frame, seemed fine, 2 hours later vomited 3 times, now limp and sleepy; is this normal for kids, call #7119?
      [
        '5歳の息子が公園のジャングルジムから落ちて頭を打ちました。その時は泣いてすぐ遊んでたのに、2時間後に3回吐いて、今はぐったりして眠そうです。子どもってこういうものですか？#7119に電話するべき？',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // Is Calonal (paracetamol) OK in pregnancy? No headache now, just want to know in advance.
      '妊娠中ってカロナールは飲んでも大丈夫ですか？今は頭痛もないんですけど、いざという時のために知っておきたいです。',
      // Mum fell and hit her head two years ago, CT fine; now has dementia and gets restless in the evening; tips to calm her?
      '母は2年前に転んで頭を打ちましたが、その時のCTは問題ありませんでした。今は認知症で、夕方になるとソワソワします。落ち着かせるコツはありますか？',
    ],
    offTopic: [],
  },
  Macedonian: {
    flagged: [
      // Husband: wife 36 weeks pregnant, severe headache since morning, blurred vision, flashes, swollen legs, pain under breastbone; give paracetamol and let her lie down?
      [
        'Zenata mi e bremena 36 nedeli. Od utroto ja boli glavata mnogu silno, gleda zamateno i vidi svetkavici pred ochite, a nozete i se otecheni. Veli i gore pod gradite ja boli. Da i dadam Paracetamol i da legne?',
        1,
        'pregnancy',
      ],
      // Patient: for three weeks woken by headache at 3-4 am, much worse lying down, vomiting in the mornings; Caffetin doesn't help; do I need a better pillow?
      [
        'Веќе три недели ме буди главоболка во 3-4 часот наутро, кога лежам е многу полошо, а кога ќе станам малку попушта. Последниве денови и повраќам наутро. Кафетин не помага. Дали ми треба подобра перница?',
        1,
        'positional',
      ],
      // Adult child: father on chemo for colon cancer has a different headache since yesterday, fever 38.3 and chills; doctor away till Monday; can we wait?
      [
        'Татко ми е на хемотерапија за рак на дебелото црево. Од вчера вели дека го боли главата поинаку, не како порано, и има 38,3 температура и треска. Лекарот му е на одмор до понеделник. Може ли да почекаме?',
        1,
        'cancer-immune',
      ],
      // Adult child: mother 66, never had headaches, daily worsening for 5 weeks, now double vision and forgot where she parked; is it blood pressure?
      [
        'Mama mi ima 66 godini, nikogash ne ja bolela glavata. Poslednite 5 nedeli sekoj den ja boli se posilno, a sega pochna da gleda dvojno i vchera zaboravi kade ja parkirala kolata. Dali e toa od pritisok?',
        1,
        'new-after-50',
      ],
      // Grandchild: grandma with dementia on Sintrom found on living-room floor, hit head on table, very sleepy, vomited, more confused; put ice on it?
      [
        'Баба ми има деменција и пие Синтром. Денеска ја најдовме на подот во дневната, си удрила глава во масата. Сега е многу поспана, повраќаше и уште повеќе е збунета, не знае каде е. Дали да ѝ ставам мраз?',
        2,
        'head-injury',
      ],
      // Wife: husband with dementia since yesterday suddenly asks who she is, sees people not there, shouts and pushes, fever 38, smelly urine; give him a sleeping pill?
      [
        'Сопругот ми има деменција, но досега ме препознаваше. Од вчера одеднаш ме прашува која сум, гледа луѓе што ги нема, вика и ме турка. Има температура 38 и мочата му смрди. Дали да му дадам нешто за спиење?',
        2,
        'sudden-confusion',
      ],
      // Adult child: mother 80 with dementia suddenly can't speak, mouth twisted to right, right arm drops; thought she was tired; wait and see?
      [
        'Мајка ми (80, деменција) пред половина час одеднаш не може да зборува, устата ѝ е искривена на десно и десната рака ѝ паѓа кога ја крева. Мислев дека е само уморна. Да почекам да видам дали ќе ѝ помине?',
        2,
        'neuro-deficit',
      ],
      // Parent: daughter 17 hit head in car crash yesterday, ER said fine; today vomiting, sleeping constantly, headache worsening; normal after a knock?
      [
        'Ќерка ми (17) беше во сообраќајка вчера, удри со главата во стаклото. Во Ургентен рекоа дека е во ред. Денеска повраќа, постојано спие и вели дека главата ја боли сè посилно. Дали е ова нормално после удар?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 25 weeks pregnant with my usual migraine as before pregnancy, no swelling, normal vision, BP 110/70; what can I take?
      'Бремена сум 25 недели и имам мигрена, иста како пред бременоста. Немам отоци, гледам нормално, притисокот ми е 110/70. Што смеам да пијам?',
      // Father fell and hit his head two years ago, scan was fine; now has dementia and refuses to bathe; how to persuade him?
      'Tatko mi padna i ja udri glavata pred dve godini, togash skenerot beshe vo red. Sega ima demencija i ne saka da se kapi. Kako da go ubedam?',
      // Is paracetamol safe in pregnancy? Asking for my sister, 3 months pregnant with a headache from a cold.
      'Дали парацетамолот е безбеден во бременост? Прашувам за сестра ми, таа е во трет месец и ја боли главата од настинка.',
    ],
    offTopic: [],
  },
  Russian: {
    flagged: [
      // Patient 2 weeks postpartum: wild headache since last night, spots and flashes, foggy vision, swollen face; can I take Nurofen while breastfeeding?
      [
        'Родила 2 недели назад. Вчера вечером началась дикая головная боль, сегодня перед глазами мушки и вспышки, всё как в тумане, лицо отекло. Давление не мерила, тонометра нет. Можно мне Нурофен при ГВ?',
        1,
        'pregnancy',
      ],
      // Patient: every time I cough or strain on the toilet there's an explosion in my head, sharp pain at the back; nauseous in the mornings lately; could it be a cold?
      [
        'Privet, u menya takaya shtuka: kazhdyi raz kogda kashlyayu ili tuzhus v tualete, v golove kak budto vzryv, bol rezkaya v zatylke. Poslednie dni eshche i toshnit po utram. Eto mozhet byt ot prostudy?',
        1,
        'exertion',
      ],
      // Husband: wife on prednisolone 40 mg/day and methotrexate for lupus, different headache for three days, fever 38.2, neck hurts; give Citramon?
      [
        'Жена пьёт преднизолон 40 мг в день из-за волчанки и ещё метотрексат. Третий день жалуется на голову, говорит, боль не такая, как обычно, сегодня температура 38,2 и шея болит. Дать ей Цитрамон?',
        1,
        'cancer-immune',
      ],
      // Patient 54, never had headaches, daily worsening for six weeks, morning nausea, yesterday couldn't find words for a minute; wife says BP; which BP pills?
      [
        'Мне 54, голова раньше никогда не болела. Последние полтора месяца болит каждый день и всё сильнее, по утрам тошнит, а вчера на работе минуту не мог подобрать слова. Жена говорит давление. Какие таблетки от давления лучше?',
        1,
        'new-after-50',
      ],
      // Adult child: father with dementia on Xarelto found on corridor floor in the morning, bump on temple, sleeping, vomited twice, more confused; just ice and watch?
      [
        'Папа с деменцией, пьёт Ксарелто после инфаркта. Ночью упал в коридоре, нашли утром на полу, на виске шишка. Сейчас всё время спит, вырвало два раза и путается ещё сильнее, чем обычно. Можно просто приложить холод и понаблюдать?',
        2,
        'fall',
      ],
      // Grandchild: grandma with dementia recognised me yesterday, today doesn't, sees strangers, tries to leave, now barely wakes, fever 38.1, constant toilet trips; dementia progressing fast?
      [
        'У бабушки деменция, но вчера ещё меня узнавала. Сегодня с утра не понимает кто я, говорит что в комнате чужие, пытается уйти из дома, а теперь еле просыпается. Температура 38,1, в туалет бегает постоянно. Это деменция так быстро прогрессирует?',
        2,
        'sudden-confusion',
      ],
      // Wife: husband with Alzheimer's suddenly dropped spoon, right arm limp, face twisted, slurred speech 20 min ago; just tired, put him to bed?
      [
        'Muzh s Altsgeimerom, sidel obedal i vdrug lozhka upala, pravaya ruka kak plet, lico perekosilo, govorit nevnyatno, kakuyu-to kashu. Minut 20 nazad bylo. Mozhet on prosto ustal? Ulozhit ego spat?',
        2,
        'neuro-deficit',
      ],
      // Parent: daughter 4 fell off playground slide onto asphalt, vomited twice, lethargic, keeps falling asleep, crying with headache; can she have children's Nurofen?
      [
        'Дочке 4 года, упала с горки на детской площадке, ударилась головой об асфальт. Через час её вырвало, потом ещё раз, сейчас вялая, всё время засыпает и плачет, что болит голова. Ей можно дать Нурофен детский?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 30 weeks pregnant, usual migraine as before, no swelling, normal vision, BP 110/70, no belly pain; what besides paracetamol?
      'Беременность 30 недель, у меня обычная мигрень, как до беременности. Отёков нет, зрение нормальное, давление 110/70, живот не болит. Что можно принять кроме парацетамола?',
      // Mum hit her head two years ago, CT clear; now dementia with evening anxiety; how to help her fall asleep more calmly?
      'Мама упала и ударилась головой два года назад, тогда сделали КТ, всё было чисто. Сейчас у неё деменция, по вечерам тревожится. Как помочь ей спокойнее засыпать?',
    ],
    offTopic: [],
  },
  Serbian: {
    flagged: [
      // Patient 35 weeks pregnant: terrible headache, flashing lights, swollen face, can't remove ring, pain under ribs; can I take Caffetin or only paracetamol?
      [
        'trudna sam 35 nedelja, od jutros me boli glava uzasno, sevaju mi neke svetlice pred ocima i lice mi je naduveno, prsten ne mogu da skinem. Boli me i gore ispod rebara. Da li smem da popijem kafetin ili samo paracetamol?',
        1,
        'pregnancy',
      ],
      // Patient: last night during sex sudden terrible headache in the back of the head, like something burst; still hurts, nauseous; embarrassed to see a doctor, what to take?
      [
        'Синоћ током односа ме изненада ударила страшна главобоља у потиљак, као да ми је нешто пукло у глави. Никад нисам имао тако нешто. И даље боли и мука ми је. Стид ме је да идем код доктора због овога, шта да попијем?',
        1,
        'exertion',
      ],
      // Husband: wife with lymphoma on chemo, odd headache unlike her usual migraine since yesterday, now 38.6 and shivering; wait till morning for the GP?
      [
        'Moja žena ima limfom i prima hemio, poslednja terapija pre 6 dana. Od juče kaže da je glava boli nekako čudno, ne kao migrena koju inače ima, i sad ima 38,6 i drhti. Da li da sačekamo jutro pa da idemo kod izabranog lekara?',
        1,
        'cancer-immune',
      ],
      // Adult child: father 67, never had headaches, worsening for 1-2 months, now daily, talking incoherently and dragging right leg; mum thinks spine; which doctor?
      [
        'Тата има 67 година и никад није имао главобоље. Последњих месец-два га боли све више, сад већ сваки дан, а ове недеље је почео да прича неповезано и вуче десну ногу. Мама мисли да је то од кичме. Ком доктору да га водимо?',
        1,
        'new-after-50',
      ],
      // Wife: husband with dementia on Eliquis found on floor by bed, unknown how long, bruise over eye, very drowsy, vomited, more confused; give Brufen?
      [
        'Muž ima demenciju i pije Eliquis. Našla sam ga jutros na podu pored kreveta, ne zna koliko je ležao, ima modricu iznad oka. Sad je jako pospan, povratio je i još je smeteniji nego obično. Da li da mu dam Brufen za bol?',
        2,
        'fall',
      ],
      // Adult child: mother with dementia knew me until yesterday, now calls me sister's name, sees people on bed, suddenly too sleepy to eat, fever 38.5, burning urination; normal for dementia?
      [
        'Мајка има деменцију, али до јуче је знала ко сам. Од синоћ ме зове именом сестре, прича да јој неки људи седе на кревету, не да се пресвући, а данас је одједном толико поспана да не може да једе. Има температуру 38,5 и пече је кад пишки. Да ли је ово нормално за деменцију?',
        2,
        'sudden-confusion',
      ],
      // Grandchild: grandfather with dementia fell off chair 5 min ago, shaking, limbs jerking, foam at mouth; stopped but unresponsive, breathing heavily; give him water?
      [
        'Deda ima demenciju. Sad pre 5 min je pao sa stolice i poceo da se trese, ruke i noge su mu se grcile, pena na ustima. Prestalo je ali sad ne reaguje, samo tesko dise. Treba li mu dati vode?',
        2,
        'neuro-deficit',
      ],
      // Sibling: brother 22 had motorbike crash yesterday, ER said fine; today worsening headache, vomiting, sleeping, clear fluid dripping from nose; could it be a cold?
      [
        'Brat (22) je juče imao udes na motoru, nosio je kacigu i u Urgentnom su rekli da je sve ok. Danas ga glava boli sve više, povraća, stalno spava i iz nosa mu kaplje neka providna tečnost. Može li to biti od prehlade?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // Is paracetamol safe in pregnancy? I take it sometimes for ordinary headaches, no other complaints, just asking.
      'Да ли је парацетамол безбедан у трудноћи? Пијем га понекад за обичну главобољу, немам никакве друге тегобе, само питам за сваки случај.',
      // Grandma hit her head two years ago, scan normal; now has Alzheimer's and keeps asking to go 'home' though she is home; how should I react?
      "Baka je pala i udarila glavu pre dve godine, skener je tada bio uredan. Sad ima Alchajmera i stalno traži da ide 'kući' iako je kod kuće. Kako da reagujem?",
      // Age 24, migraine since high school, today's attack same as always, no weakness or vision problems; best OTC medicine?
      'Imam 24 godine i migrenu još od srednje škole. Danas imam napad kao i uvek, ista jednostrana bol i muka, nemam nikakvu slabost ni problem sa vidom. Šta je najbolje od lekova bez recepta?',
    ],
    offTopic: [],
  },
  Slovenian: {
    flagged: [
      // Partner: 31 weeks pregnant, severe headache since yesterday, blurred vision, sparks, very swollen hands and face; can she take Lekadol and wait until Thursday's check?
      [
        'Partnerka je v 31. tednu nosečnosti. Že od včeraj jo zelo boli glava, danes pravi, da vidi zamegljeno in iskrice pred očmi, pa še roke in obraz so ji zelo zatekli. Ali lahko vzame Lekadol in počaka do kontrole v četrtek?',
        1,
        'pregnancy',
      ],
      // Parent: daughter 9 waking at night with headache for two weeks, vomiting in the mornings, worse lying down; teacher thinks school stress; how can I help?
      [
        'Hči (9 let) se že dva tedna zbuja ponoči zaradi glavobola, zjutraj pa bruha. Ko leži, pravi, da je huje. Čez dan ji je malo boljše. Učiteljica misli, da je stres v šoli. Kako ji lahko pomagam?',
        1,
        'positional',
      ],
      // Patient: liver transplant on tacrolimus, completely different headache since Sunday, now 38.4 fever and dizziness; is Nalgesin and rest enough?
      [
        'Imam presajena jetra in jemljem tacrolimus. Od nedelje me boli glava, čisto drugače kot kdaj prej, danes imam še 38,4 in se mi vse vrti. Ali je dovolj, da vzamem Nalgesin in počivam?',
        1,
        'cancer-immune',
      ],
      // Wife: husband 59, never had headaches, worse every day for 6 weeks, worst in mornings, personality changed, forgetful, speech stumbles; could it be his teeth?
      [
        'moz ima 59 let, glavobolov ni imel nikoli. zadnjih 6 tednov ga boli vsak dan bolj, zjutraj najhuje, zdaj pa se mu je se spremenil znacaj, je cuden in pozablja, vcasih se mu zatika pri govoru. Ali je to lahko od zob?',
        1,
        'new-after-50',
      ],
      // Grandchild: grandpa with dementia on Marivarin (warfarin) fell and hit head last night; today sleepy, hard to wake, vomited, disoriented; give chamomile tea?
      [
        'Dedi ima demenco in jemlje Marivarin. Včeraj zvečer je padel v kopalnici in se udaril v glavo, ampak je rekel, da je OK. Danes je zaspan, ne moremo ga pošteno zbuditi, bruhal je in ne ve, kje je. Naj mu damo kamilični čaj?',
        2,
        'head-injury',
      ],
      // Husband: wife with Alzheimer's recognised him until yesterday, today thinks he is a stranger, sees dogs, restless then only sleeping, fever, frequent urination; will it pass?
      [
        'Žena ima Alzheimerjevo bolezen, vendar me je do včeraj vedno prepoznala. Danes me ima za tujca in se me boji, vidi pse v sobi, ves čas je nemirna, zdaj pa samo spi. Ima vročino in pogosto hodi lulat. Ali bo to minilo samo od sebe?',
        2,
        'sudden-confusion',
      ],
      // Adult child: mother 78 with dementia, half an hour ago right corner of mouth drooped, right arm won't obey, can't say a word; put her to bed?
      [
        'Mama (78) ima demenco. Pred pol ure se ji je nenadoma povesil desni kotiček ust, desna roka je ne uboga in ne spravi iz sebe nobene besede. Včasih je zmedena, ampak tega še ni bilo. Ali naj jo spravim v posteljo?',
        2,
        'neuro-deficit',
      ],
      // Adult child: father 55 fell from ladder picking cherries, hit head; headache worsening, vomited twice, drowsy, yawning; refuses 112; is ice and rest enough?
      [
        'Oče (55) je danes padel z lestve, ko je obiral češnje, in se udaril v glavo. Zdaj ga glava boli vedno bolj, dvakrat je bruhal in je nekam zaspan, ves čas zeha. Pravi, da ni treba nikamor, niti na 112. Ali je dovolj led in počitek?',
        1,
        'head-injury',
      ],
    ],
    harmless: [
      // 24 weeks pregnant with my usual migraine, no swelling, vision fine, BP 112/70, no belly pain; what can I safely take?
      'Sem noseča 24 tednov in imam svoj običajni migrenski glavobol. Nimam oteklin, vid je v redu, tlak 112/70, v trebuhu me nič ne boli. Kaj lahko varno vzamem?',
      // Mum fell two years ago, CT normal; now has dementia and wanders at night; how to keep her safe?
      'Mami je pred dvema letoma padla in se udarila v glavo, CT je bil takrat normalen. Zdaj ima demenco in ponoči tava po stanovanju. Kako naj poskrbim, da bo varna?',
    ],
    offTopic: [],
  },
});
